import type { Selectable } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../../db/database.js';
import type { DossiersTable } from '../tables.js';
import { dossierCosts } from './dossier-costs.js';
import {
  chosenPhotos,
  loadDossierContent,
  withAuthors,
  type DossierOptions,
  type DossierPhoto,
} from './dossier-content.js';
import { dossierPath, newDossierCode } from './dossier-code.js';
import type { PhotoImage } from './dossier-pdf.js';
import type { DossierThreads } from './dossier-on-thread.js';
import { appendixSources } from './dossier-appendix.js';
import type { Dossier } from '@vg/contract';

export const DOSSIER_NOT_FOUND = 'Dossier not found';

/** Photos go in as JPEG (PDF embeds JPEG and PNG, not the WebP they are stored as), small enough for a page. */
const PHOTO_EDGE = 1400;
const PHOTO_QUALITY = 76;
const PHOTOS_AT_ONCE = 4;

const records = (row: Selectable<DossiersTable>) =>
  row.entries.filter((entry) => entry.kind !== 'vehicle' && entry.kind !== 'document');

/** A dossier as its keeper lists it; `changedCount` of its records changed or removed since. */
export function toDossier(row: Selectable<DossiersTable>, changedCount = 0): Dossier {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    code: row.code,
    path: dossierPath(row.code),
    paper: row.paper,
    costs: row.show_costs,
    notes: row.show_notes,
    photoCount: row.photo_ids.length,
    // The car's own particulars are an entry too, and so is each paper; the keeper counts records.
    recordCount: records(row).length,
    documentCount: row.document_ids.length,
    appendDocuments: row.append_documents,
    fingerprint: row.fingerprint,
    createdAt: row.created_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    state: row.withdrawn_at ? 'withdrawn' : changedCount > 0 ? 'changed' : 'valid',
    changedCount: row.withdrawn_at ? 0 : changedCount,
    recordIds: records(row).map((entry) => entry.id),
  };
}

async function photoImage(db: Db, photo: DossierPhoto): Promise<PhotoImage> {
  const { display_image } = await db
    .selectFrom('vehicle_photos')
    .select('display_image')
    .where('id', '=', photo.id)
    .executeTakeFirstOrThrow();
  const { data, info } = await sharp(display_image)
    .resize({ width: PHOTO_EDGE, height: PHOTO_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: PHOTO_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { ...photo, width: info.width, height: info.height, jpeg: data };
}

async function photoImages(db: Db, vehicleId: string, ids: string[]): Promise<PhotoImage[]> {
  const photos = await chosenPhotos(db, vehicleId, ids);
  // A few at a time: decoding is most of the work (docs/figures.md), and the decoded pixels of a
  // 2048 px photo are ~12 MB, so all 24 at once would not be small.
  const images: PhotoImage[] = [];
  for (let start = 0; start < photos.length; start += PHOTOS_AT_ONCE) {
    const batch = photos.slice(start, start + PHOTOS_AT_ONCE);
    images.push(...(await Promise.all(batch.map((photo) => photoImage(db, photo)))));
  }
  return images;
}

/**
 * Makes a dossier of the keeper's car: reads what it holds, fingerprints it and renders the PDF on
 * a thread within its budget, then stores what the verification page will compare against (nothing
 * is stored if rendering fails or runs past the budget).
 */
export async function makeDossier(
  db: Db,
  threads: DossierThreads,
  input: { ownerId: string; vehicleId: string; options: DossierOptions; origin: string },
): Promise<{ dossier: Dossier; pdf: Buffer; title: string }> {
  const { ownerId, vehicleId, options } = input;
  // What the keeper chose is checked (a paper or photo not of this car is refused) before any
  // photo is decoded or paper read.
  const content = await loadDossierContent(db, ownerId, vehicleId, options);
  if (options.costs) content.costs = await dossierCosts(db, ownerId, vehicleId, options.costRange);
  const photos = await photoImages(db, vehicleId, options.photoIds);
  const appendix = options.appendDocuments
    ? await appendixSources(db, content.documents, threads.budget)
    : null;
  const code = newDossierCode();
  const madeAt = new Date();
  const { pdf, entries, fingerprint } = await threads.make({
    content,
    options,
    photos,
    code,
    madeAt,
    verifyUrl: `${input.origin}${dossierPath(code)}`,
    appendix,
  });
  const row = await db
    .insertInto('dossiers')
    .values({
      code,
      vehicle_id: vehicleId,
      user_id: ownerId,
      paper: options.paper,
      show_costs: options.costs,
      show_notes: options.notes,
      photo_ids: JSON.stringify(photos.map((photo) => photo.id)),
      document_ids: JSON.stringify(content.documents.map((document) => document.id)),
      append_documents: options.appendDocuments,
      fingerprint,
      // Who wrote each record as the PDF prints it, beside what the fingerprint covers.
      entries: JSON.stringify(withAuthors(entries, content)),
      created_at: madeAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { dossier: toDossier(row), pdf, title: content.vehicle.content.title };
}
