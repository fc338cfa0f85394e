import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../../../db/database.js';
import type { DocumentReadingJob } from '../../../../jobs/queues.js';
import { readImage } from './image-reading.js';
import { ocrLanguages } from './ocr.js';
import { readPdf } from './pdf-reading.js';
import type { ReaderContext, Reading } from './reader-context.js';
import { UnreadableDocument } from './reader-errors.js';

export interface ReaderDeps {
  db: Db;
  log: { warn(object: object, message: string): void };
}

const warned = new Set<string>();

/**
 * The background reading of one paper (docs/product.md#papers): the thumbnail and preview of its
 * first page, and its text (the PDF's own, or OCR). A retried job reads it again and overwrites
 * what it wrote; a paper deleted before its turn ends the job quietly. A file that is itself at
 * fault is marked failed with why, and not retried; anything else (the database) throws, and the
 * queue retries it.
 */
export async function readDocument(deps: ReaderDeps, job: DocumentReadingJob): Promise<void> {
  const row = await deps.db
    .selectFrom('vehicle_documents')
    .innerJoin('users', 'users.id', 'vehicle_documents.user_id')
    .select([
      'vehicle_documents.content',
      'vehicle_documents.media_type',
      'vehicle_documents.page_count',
      'users.locale',
    ])
    .where('vehicle_documents.id', '=', job.documentId)
    .executeTakeFirst();
  if (!row) return;
  const dir = await mkdtemp(join(tmpdir(), 'vg-document-'));
  try {
    const ctx: ReaderContext = {
      dir,
      languages: await ocrLanguages(row.locale),
      missing: (tool) => {
        if (warned.has(tool)) return;
        warned.add(tool);
        deps.log.warn({ tool }, `${tool} is not installed: papers are kept without what it reads`);
      },
    };
    const reading = await readFile(Buffer.from(row.content), row.media_type, row.page_count, ctx);
    await saveReading(deps.db, job.documentId, reading, null);
  } catch (error) {
    if (!(error instanceof UnreadableDocument)) throw error;
    await saveReading(deps.db, job.documentId, null, error.message);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readFile(
  bytes: Buffer,
  mediaType: string,
  pageCount: number | null,
  ctx: ReaderContext,
): Promise<Reading> {
  if (mediaType !== 'application/pdf') return readImage(bytes, mediaType, ctx);
  const file = join(ctx.dir, 'document.pdf');
  await writeFile(file, bytes);
  return readPdf(file, pageCount, ctx);
}

/** Writes the reading over any earlier one: `failure` set, nothing of an earlier reading remains. */
async function saveReading(
  db: Db,
  documentId: string,
  reading: Reading | null,
  failure: string | null,
): Promise<void> {
  await db
    .updateTable('vehicle_documents')
    .set({
      thumb_image: reading?.pictures?.thumb ?? null,
      preview_image: reading?.pictures?.preview ?? null,
      text_content: reading?.text ?? null,
      text_source: reading?.text ? reading.textSource : null,
      read_status: failure ? 'failed' : 'done',
      read_error: failure,
      read_at: new Date(),
    })
    .where('id', '=', documentId)
    .execute();
}
