import { PDFDocument } from 'pdf-lib';
import type { AppendixSource } from './dossier-appendix.js';
import type { DossierDocument } from './dossier-documents.js';

// The papers a dossier appends, on its thread (docs/product.md#sale-dossier): a PDF's pages merged
// after the dossier's own with pdf-lib, a picture drawn on a page of its own by the dossier's layout
// (pdf-papers.ts). What cannot be appended is still listed, with a line saying why.

export type AppendixState = 'appended' | 'encrypted' | 'unreadable' | 'no-preview';

export interface Appendix {
  document: DossierDocument;
  state: AppendixState;
  /** An appended PDF, and how many pages it adds after its divider page. */
  pdf?: PDFDocument;
  pages: number;
  /** An appended picture, for its page. */
  picture?: { data: Buffer; width: number; height: number };
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function readPdf(document: DossierDocument, bytes: Uint8Array): Promise<Appendix> {
  try {
    // Loaded even when encrypted, to say so: an encrypted PDF's pages cannot be copied as they read.
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.isEncrypted) return { document, state: 'encrypted', pages: 0 };
    if (pdf.getPageCount() === 0) return { document, state: 'unreadable', pages: 0 };
    // Copied once here, so that a PDF whose pages cannot be copied is known before the dossier
    // says it is appended.
    await (await PDFDocument.create()).copyPages(pdf, pdf.getPageIndices());
    return { document, state: 'appended', pdf, pages: pdf.getPageCount() };
  } catch {
    return { document, state: 'unreadable', pages: 0 };
  }
}

/** Each listed paper with what becomes of it in the PDF, in the dossier's order. */
export async function readAppendices(
  documents: DossierDocument[],
  sources: AppendixSource[],
): Promise<Appendix[]> {
  const byId = new Map(sources.map((source) => [source.id, source]));
  const appendices: Appendix[] = [];
  for (const document of documents) {
    const source = byId.get(document.id);
    if (!source) continue;
    if (source.form === 'none') appendices.push({ document, state: source.reason, pages: 0 });
    else if (source.form === 'pdf') appendices.push(await readPdf(document, source.bytes));
    else
      appendices.push({
        document,
        state: 'appended',
        pages: 0,
        picture: { data: asBuffer(source.bytes), width: source.width, height: source.height },
      });
  }
  return appendices;
}

/** Pages the appended PDFs add to the dossier's own. */
export const appendedPages = (appendices: Appendix[]) =>
  appendices.reduce((sum, appendix) => sum + appendix.pages, 0);

/**
 * The dossier with each appended PDF's pages after its divider page (`dividers`: the page index the
 * layout gave each paper's divider).
 */
export async function mergeAppendices(
  dossier: Buffer,
  appendices: Appendix[],
  dividers: Map<string, number>,
): Promise<Buffer> {
  const merged = appendices.filter((appendix) => appendix.pdf);
  if (merged.length === 0) return dossier;
  const out = await PDFDocument.load(dossier, { updateMetadata: false });
  let inserted = 0;
  for (const appendix of merged) {
    const source = appendix.pdf!;
    const at = dividers.get(appendix.document.id)! + 1 + inserted;
    const pages = await out.copyPages(source, source.getPageIndices());
    pages.forEach((page, offset) => out.insertPage(at + offset, page));
    inserted += pages.length;
  }
  return asBuffer(await out.save());
}
