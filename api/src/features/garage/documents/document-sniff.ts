import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_MAX_PAGES,
  DOCUMENT_TYPES,
  DOCUMENT_WRONG_TYPE,
  documentTooManyPages,
} from '@vg/contract/rules';
import { HttpError, unprocessable } from '../../../http/errors.js';

const ACCEPTED = new Set(DOCUMENT_TYPES);

export interface SniffedDocument {
  mediaType: string;
  pageCount: number | null;
}

/**
 * What the bytes are, read from the bytes (never the name or the declared type), and a PDF's
 * pages, held to the page limit. The bytes themselves are kept as they came: nothing is rewritten.
 */
export async function sniffDocument(bytes: Buffer, fileName: string): Promise<SniffedDocument> {
  if (bytes.length === 0)
    throw unprocessable({ file: `${DOCUMENT_EMPTY} “${fileName}” has no content.` });
  const detected = await fileTypeFromBuffer(bytes);
  // HEIC from phones is sniffed as either brand; both are one kind of file to a keeper.
  const mediaType = detected?.mime === 'image/heif-sequence' ? 'image/heif' : detected?.mime;
  if (!mediaType || !ACCEPTED.has(mediaType)) {
    throw new HttpError(415, DOCUMENT_WRONG_TYPE, {
      file: `${DOCUMENT_WRONG_TYPE} “${fileName}” is not one.`,
    });
  }
  if (mediaType !== 'application/pdf') return { mediaType, pageCount: null };
  const pageCount = await pdfPageCount(bytes, fileName);
  if (pageCount > DOCUMENT_MAX_PAGES)
    throw unprocessable({ file: documentTooManyPages(pageCount) });
  return { mediaType, pageCount };
}

/**
 * The page count from the PDF's page tree. An encrypted PDF is kept too (its pages still count);
 * one whose structure cannot be read at all is refused, as the reader could make nothing of it.
 */
async function pdfPageCount(bytes: Buffer, fileName: string): Promise<number> {
  try {
    const pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return pdf.getPageCount();
  } catch {
    throw unprocessable({ file: `“${fileName}” is damaged or not a complete PDF.` });
  }
}
