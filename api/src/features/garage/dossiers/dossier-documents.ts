import type { Selectable } from 'kysely';
import type { DocumentKind, DossierVerificationDocument, EntryAuthor } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { unprocessable } from '../../../http/errors.js';
import { isoDate } from '../common/dates.js';
import { authorToldToOthers, authorshipOf, letInColumn } from '../records/recorded-by.js';
import type { DossierEntry, DossiersTable } from '../tables.js';

// The papers a sale dossier lists (docs/product.md#sale-dossier): each by its kind, title, date and
// pages, and the SHA-256 of its file as uploaded, so that a buyer checks the file itself. A paper's
// bytes never change: while the garage keeps it, it is unchanged, else removed.

export interface DossierDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  date: string | null;
  pageCount: number | null;
  mediaType: string;
  byteSize: number;
  sha256: string;
  hasPreview: boolean;
  enteredAt: Date;
  updatedAt: Date;
  /** Who added it, by role: printed, and not covered by its entry's hash (its file's own). */
  author: EntryAuthor;
}

/**
 * The papers the keeper chose, oldest first (as a history reads), without their bytes; any id that
 * is not one of the keeper's papers of this car is refused, naming the field.
 */
export async function chosenDocuments(
  db: Db,
  ownerId: string,
  vehicleId: string,
  documentIds: string[],
): Promise<DossierDocument[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .selectFrom('vehicle_documents')
    .select((eb) => [
      'id',
      'kind',
      'title',
      isoDate('document_date').as('date'),
      'page_count',
      'media_type',
      'byte_size',
      'sha256',
      'created_at',
      'updated_at',
      'user_id',
      'entered_by',
      letInColumn('vehicle_documents'),
      eb('preview_image', 'is not', null).as('has_preview'),
    ])
    .where('vehicle_id', '=', vehicleId)
    .where('user_id', '=', ownerId)
    .where('id', 'in', documentIds)
    .orderBy('document_date', (order) => order.asc().nullsLast())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length !== documentIds.length)
    throw unprocessable({ documentIds: 'Choose papers of this car only.' });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    date: row.date,
    pageCount: row.page_count,
    mediaType: row.media_type,
    byteSize: row.byte_size,
    sha256: row.sha256,
    hasPreview: Boolean(row.has_preview),
    enteredAt: row.created_at,
    updatedAt: row.updated_at,
    author: authorToldToOthers(authorshipOf(row)),
  }));
}

/** One entry per paper: its hash is its file's own SHA-256, and the dossier's fingerprint covers it. */
export const documentEntries = (
  documents: DossierDocument[],
  appended: ReadonlySet<string>,
): DossierEntry[] =>
  documents.map((document) => ({
    kind: 'document',
    id: document.id,
    title: document.title,
    date: document.date,
    documentKind: document.kind,
    pageCount: document.pageCount,
    appended: appended.has(document.id),
    hash: document.sha256,
    enteredAt: document.enteredAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  }));

/**
 * Each paper a live dossier lists, against the garage now: unchanged while a paper of that id and
 * that SHA-256 is still the car's, else removed. By the rows as they are: whoever keeps the car.
 */
export async function compareDocuments(
  db: Db,
  row: Selectable<DossiersTable>,
): Promise<DossierVerificationDocument[]> {
  const held = row.entries.filter((entry) => entry.kind === 'document');
  if (held.length === 0) return [];
  const kept = new Map(
    (
      await db
        .selectFrom('vehicle_documents')
        .select(['id', 'sha256'])
        .where('vehicle_id', '=', row.vehicle_id)
        .where(
          'id',
          'in',
          held.map((entry) => entry.id),
        )
        .execute()
    ).map((document) => [document.id, document.sha256]),
  );
  return held.map((entry) => ({
    kind: entry.documentKind ?? 'other',
    title: entry.title,
    date: entry.date,
    pageCount: entry.pageCount ?? null,
    sha256: entry.hash,
    appended: entry.appended ?? false,
    state: kept.get(entry.id) === entry.hash ? 'unchanged' : 'removed',
    ...(entry.author && { author: entry.author }),
  }));
}
