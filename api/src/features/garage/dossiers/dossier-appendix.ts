import sharp from 'sharp';
import type { Db } from '../../../db/database.js';
import { unprocessable } from '../../../http/errors.js';
import type { DossierBudget } from './dossier-budget.js';
import type { DossierDocument } from './dossier-documents.js';

// The papers a dossier appends, read from the garage before its thread lays it out
// (docs/product.md#sale-dossier): a PDF as uploaded (the thread merges its pages), a JPEG or PNG
// as a picture for a page of its own, any other picture (WebP, TIFF, HEIC) by the preview the
// background reader made of it. Only when the keeper chose to append: a dossier that lists papers
// sends the thread none of their bytes.

/** What the thread is given of one paper to append; `none` says why it cannot be. */
export type AppendixSource =
  | { id: string; form: 'pdf'; bytes: Uint8Array }
  | { id: string; form: 'jpeg' | 'png'; bytes: Uint8Array; width: number; height: number }
  | { id: string; form: 'none'; reason: 'no-preview' | 'unreadable' };

/** A page's picture needs no more than this across (an A4 page at about 240 dpi). */
const PAGE_PICTURE_EDGE = 2000;
const JPEG_QUALITY = 82;
const MB = 1024 * 1024;

/** Papers whose own bytes are appended (the others go by their small preview). */
const APPENDED_AS_IS = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export const tooMuchToAppend = (budget: DossierBudget) =>
  unprocessable({
    appendDocuments: `The papers to append come to more than ${budget.appendMb} MB, more than one dossier may carry. Make it again without appending the papers, or with fewer papers.`,
  });

async function picture(
  id: string,
  bytes: Uint8Array,
  format: 'jpeg' | 'png',
): Promise<AppendixSource> {
  try {
    // Turned as the camera held it (a phone's photo of a page says so in its EXIF), and no larger
    // than a page shows.
    const resized = sharp(bytes).rotate().resize({
      width: PAGE_PICTURE_EDGE,
      height: PAGE_PICTURE_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await (
      format === 'jpeg' ? resized.jpeg({ quality: JPEG_QUALITY }) : resized.png()
    ).toBuffer({ resolveWithObject: true });
    return { id, form: format, bytes: data, width: info.width, height: info.height };
  } catch {
    return { id, form: 'none', reason: 'unreadable' };
  }
}

async function source(db: Db, document: DossierDocument): Promise<AppendixSource> {
  const row = await db
    .selectFrom('vehicle_documents')
    .select(
      APPENDED_AS_IS.has(document.mediaType) ? ['content', 'preview_image'] : ['preview_image'],
    )
    .where('id', '=', document.id)
    .executeTakeFirstOrThrow();
  const { content } = row as { content?: Uint8Array };
  if (document.mediaType === 'application/pdf')
    return { id: document.id, form: 'pdf', bytes: content! };
  if (document.mediaType === 'image/jpeg') return picture(document.id, content!, 'jpeg');
  if (document.mediaType === 'image/png') return picture(document.id, content!, 'png');
  // A scan is mostly text and lines: lossless, and a preview is small.
  if (row.preview_image) return picture(document.id, row.preview_image, 'png');
  return { id: document.id, form: 'none', reason: 'no-preview' };
}

/**
 * The papers to append, one at a time (a paper may be 25 MB): refused past the budget's megabytes,
 * naming the choice, before any is read.
 */
export async function appendixSources(
  db: Db,
  documents: DossierDocument[],
  budget: DossierBudget,
): Promise<AppendixSource[]> {
  const bytes = documents
    .filter((document) => APPENDED_AS_IS.has(document.mediaType))
    .reduce((sum, document) => sum + document.byteSize, 0);
  if (bytes > budget.appendMb * MB) throw tooMuchToAppend(budget);
  const sources: AppendixSource[] = [];
  for (const document of documents) sources.push(await source(db, document));
  return sources;
}
