import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { photoRef, type PhotoAudience } from './photo-urls.js';
import type { OwnedPhoto, Photo, PublicPhoto } from '@vg/contract';
import { authorToldToOthers, authorshipOf, letInColumn } from '../records/recorded-by.js';

export const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * Whether a photo's car is one others may see: public, or unlisted (through a share link). A private
 * car's photos are its owner's alone: no one else ever sees them, an admin neither, so they are not
 * moderated until the car is shown (docs/product.md#moderation). A share link never shows a private
 * car: one is made only for a car others may see, and making a car private ends its links.
 */
export const carSeenByOthers = (eb: ExpressionBuilder<Database, 'vehicles'>) =>
  eb('vehicles.visibility', '!=', 'private');

/** Photo rows without their image bytes, which only the file route reads. */
export function selectPhotos(db: Db) {
  return db
    .selectFrom('vehicle_photos')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
    .select([
      'vehicle_photos.id',
      'vehicle_photos.user_id',
      'vehicle_photos.vehicle_id',
      'vehicle_photos.caption',
      'vehicle_photos.stage',
      'vehicle_photos.position',
      'vehicle_photos.width',
      'vehicle_photos.height',
      'vehicle_photos.maintenance_record_id',
      'vehicle_photos.modification_id',
      'vehicle_photos.moderation_status',
      'vehicle_photos.rejection_reason',
      'vehicle_photos.created_at',
      'vehicle_photos.entered_by',
      'vehicles.cover_photo_id',
      letInColumn('vehicle_photos'),
    ])
    .orderBy('vehicle_photos.position')
    .orderBy('vehicle_photos.created_at');
}

type PhotoRow = Awaited<ReturnType<ReturnType<typeof selectPhotos>['execute']>>[number];

/** A photo as anyone may see it (approved): its addresses are public ones. */
export const toPhoto = (row: PhotoRow, secret: string): Photo => photoFields(row, secret, 'public');

function photoFields(row: PhotoRow, secret: string, audience: PhotoAudience): Photo {
  const { thumbUrl, displayUrl } = photoRef(secret, row.id, audience);
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    caption: row.caption,
    stage: row.stage,
    position: row.position,
    width: row.width,
    height: row.height,
    maintenanceRecordId: row.maintenance_record_id,
    modificationId: row.modification_id,
    thumbUrl,
    displayUrl,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * A photo as its owner (or a moderator) sees it, whatever its state: its addresses are the owner's
 * own, or a moderator's, which answer only while the car is seen by others (photo-urls.ts).
 */
export function toOwnedPhoto(
  row: PhotoRow,
  secret: string,
  audience: Exclude<PhotoAudience, 'public'> = 'private',
): OwnedPhoto {
  return {
    ...photoFields(row, secret, audience),
    moderationStatus: row.moderation_status,
    rejectionReason: row.rejection_reason,
    isCover: row.cover_photo_id === row.id,
    ...authorshipOf(row),
  };
}

/** What the public may see of a vehicle's photos: the approved ones, with who took them by role. */
export async function approvedPhotos(
  db: Db,
  vehicleId: string,
  secret: string,
): Promise<PublicPhoto[]> {
  const rows = await selectPhotos(db)
    .where('vehicle_photos.vehicle_id', '=', vehicleId)
    .where('vehicle_photos.moderation_status', '=', 'approved')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    ...toPhoto(row, secret),
    author: authorToldToOthers(authorshipOf(row)),
  }));
}
