import { sql, type Kysely } from 'kysely';
import { formatStorageSize } from '@vg/contract/rules';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import type { ProcessedPhoto } from './photo-processing.js';

/** The bytes this member's stored photos take, both sizes of each (a database or a transaction). */
export async function photoBytesUsed(db: Kysely<Database>, memberId: string): Promise<number> {
  // Through the owner's vehicles, whose indexes lead to the photos; a photo's owner is its car's.
  const row = await db
    .selectFrom('vehicle_photos')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
    .select(
      sql<string>`coalesce(sum(octet_length(vehicle_photos.display_image) + octet_length(vehicle_photos.thumb_image)), 0)::bigint`.as(
        'used',
      ),
    )
    .where('vehicles.user_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

export const storedSize = (photos: ProcessedPhoto[]) =>
  photos.reduce((sum, photo) => sum + photo.display.length + photo.thumb.length, 0);

/**
 * Refuses an upload that would take the member past their room (PHOTO_QUOTA_MB, docs/security.md
 * T31), naming what is used, the quota and, once known, what this upload needs.
 */
export function checkQuota(usedBytes: number, addingBytes: number, quotaBytes: number): void {
  const full = addingBytes === 0 ? usedBytes >= quotaBytes : usedBytes + addingBytes > quotaBytes;
  if (!full) return;
  const needs = addingBytes > 0 ? `; this upload needs ${formatStorageSize(addingBytes)} more` : '';
  const message = `Your photos use ${formatStorageSize(usedBytes)} of your ${formatStorageSize(quotaBytes)}${needs}. Delete some photos to make room.`;
  throw new HttpError(413, message, { file: message });
}
