import type { Db } from '../../../db/database.js';
import { notify } from '../../notifications/index.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';

// A car featured in the showcase appears on /showcase only with an approved photo
// (docs/product.md#moderation): its keeper is told when it first appears there, at feature time
// when it has one, else when its first photo is approved; never before.

/** How many approved photos the car has. */
export async function approvedPhotoCount(db: Db, vehicleId: string): Promise<number> {
  const { count } = await db
    .selectFrom('vehicle_photos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('vehicle_id', '=', vehicleId)
    .where('moderation_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Tells the keeper their car is in the showcase. */
export async function announceShowcased(
  db: Db,
  vehicle: Parameters<typeof vehicleTitle>[0] & { user_id: string },
): Promise<void> {
  await notify(db, vehicle.user_id, {
    kind: 'showcase-featured',
    title: `Your ${vehicleTitle(vehicle)} is in the showcase`,
    body: 'An administrator featured it on the showcase page.',
    link: '/showcase',
  });
}

/**
 * After a photo of the car was approved (it was not before): when it is the car's first approved
 * photo and the car is featured, it has just appeared on /showcase.
 */
export async function announceIfFirstShown(db: Db, vehicleId: string): Promise<void> {
  const vehicle = await db
    .selectFrom('vehicles')
    .innerJoin('showcase_entries', 'showcase_entries.vehicle_id', 'vehicles.id')
    .select(['user_id', 'model_year', 'make', 'model', 'variant', 'visibility'])
    .where('vehicles.id', '=', vehicleId)
    .executeTakeFirst();
  if (vehicle?.visibility !== 'public' || (await approvedPhotoCount(db, vehicleId)) !== 1) return;
  await announceShowcased(db, vehicle);
}
