import { sql, type Kysely } from 'kysely';
import { formatStorageSize } from '@vg/contract/rules';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';

/**
 * The bytes a member's garage keeps for them: both sizes of each photo, and each paper as uploaded
 * with the pictures the reader made of it (a database or a transaction). One room holds both.
 */
export async function storageBytesUsed(db: Kysely<Database>, memberId: string): Promise<number> {
  // Through the owner's vehicles, whose indexes lead to the rows; a row's owner is its car's.
  const photos = db
    .selectFrom('vehicle_photos')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
    .select(
      sql<string>`coalesce(sum(octet_length(vehicle_photos.display_image) + octet_length(vehicle_photos.thumb_image)), 0)`.as(
        'used',
      ),
    )
    .where('vehicles.user_id', '=', memberId);
  const documents = db
    .selectFrom('vehicle_documents')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_documents.vehicle_id')
    .select(
      sql<string>`coalesce(sum(vehicle_documents.byte_size + coalesce(octet_length(vehicle_documents.thumb_image), 0) + coalesce(octet_length(vehicle_documents.preview_image), 0)), 0)`.as(
        'used',
      ),
    )
    .where('vehicles.user_id', '=', memberId);
  const row = await db
    .selectNoFrom((eb) => [
      sql<string>`(${eb.selectFrom(photos.as('p')).select('p.used')}) + (${eb.selectFrom(documents.as('d')).select('d.used')})`.as(
        'used',
      ),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/**
 * Refuses an upload that would take the member past their room (PHOTO_QUOTA_MB, docs/security.md
 * T31), naming what is used, the quota and, once known, what this upload needs.
 */
export function checkQuota(usedBytes: number, addingBytes: number, quotaBytes: number): void {
  const full = addingBytes === 0 ? usedBytes >= quotaBytes : usedBytes + addingBytes > quotaBytes;
  if (!full) return;
  const needs = addingBytes > 0 ? `; this upload needs ${formatStorageSize(addingBytes)} more` : '';
  const message = `Your photos and papers use ${formatStorageSize(usedBytes)} of your ${formatStorageSize(quotaBytes)}${needs}. Delete some photos or papers to make room.`;
  throw new HttpError(413, message, { file: message });
}
