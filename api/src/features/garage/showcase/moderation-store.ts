import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';
import type { ModeratedPhoto } from '@vg/contract';
import { notify } from '../../notifications/index.js';
import {
  PHOTO_NOT_FOUND,
  carSeenByOthers,
  selectPhotos,
  toOwnedPhoto,
} from '../photos/photo-query.js';
import { titleForAdmin, vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { announceIfFirstShown } from './showcase-announcement.js';

/**
 * The photos admins moderate, with what they need to judge them: whose they are and of which
 * vehicle. Only photos of a car others may see: a private car's photo waits, unseen by admins, until
 * its car is made public or unlisted (docs/product.md#moderation). Read from the car on every query,
 * so the queue, its count on /admin and a decision are always in step with the car's visibility.
 */
export const selectModerated = (db: Db) =>
  selectPhotos(db)
    .innerJoin('users', 'users.id', 'vehicle_photos.user_id')
    .where(carSeenByOthers)
    .select([
      'users.username as owner_username',
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
      'vehicles.visibility',
    ]);

type ModeratedRow = Awaited<ReturnType<ReturnType<typeof selectModerated>['execute']>>[number];

/** The photo itself and whose it is; of a car that is not public, neither its name nor the caption. */
export const toModerated = (row: ModeratedRow, photoSecret: string): ModeratedPhoto => ({
  ...toOwnedPhoto(row, photoSecret, 'moderation'),
  caption: row.visibility === 'public' ? row.caption : null,
  ownerUsername: row.owner_username,
  vehicleTitle: titleForAdmin(row),
});

/**
 * An admin's decision on a photo, which its owner is notified of (with the reason of a rejection).
 * A private car's photo is not found, as an unknown one is: admins never see it.
 */
export async function moderatePhoto(
  db: Db,
  photoSecret: string,
  decision: 'approved' | 'rejected',
  photoId: string,
  adminId: string,
  reason: string | null,
) {
  const moderated = () => selectModerated(db).where('vehicle_photos.id', '=', photoId);
  const before = await moderated().executeTakeFirst();
  if (!before) throw notFound(PHOTO_NOT_FOUND);
  // The car is asked again as the decision is written: one made private meanwhile is not decided on.
  const updated = await db
    .updateTable('vehicle_photos')
    .set({
      moderation_status: decision,
      rejection_reason: reason,
      moderated_at: new Date(),
      moderated_by: adminId,
    })
    .where('id', '=', photoId)
    .where('vehicle_id', 'in', (eb) =>
      eb.selectFrom('vehicles').select('vehicles.id').where(carSeenByOthers),
    )
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound(PHOTO_NOT_FOUND);
  const row = await moderated().executeTakeFirst();
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  const photo = toModerated(row, photoSecret);
  // The owner is told which of their cars, by its name.
  const title = vehicleTitle(row);
  await notify(db, row.user_id, {
    kind: decision === 'approved' ? 'photo-approved' : 'photo-rejected',
    title:
      decision === 'approved'
        ? `Your photo of the ${title} was approved`
        : `Your photo of the ${title} was not approved`,
    body:
      decision === 'approved'
        ? 'It now shows on the public pages of the vehicle.'
        : `Reason: ${reason}`,
    link: `/vehicles/${row.vehicle_id}?tab=photos`,
  });
  if (decision === 'approved' && before.moderation_status !== 'approved')
    await announceIfFirstShown(db, row.vehicle_id);
  return { data: photo };
}
