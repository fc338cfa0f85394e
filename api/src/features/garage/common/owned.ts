import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';

/**
 * The caller's vehicle, or 404 whoever else owns it: a member cannot even learn that another
 * member's id exists.
 */
export async function requireOwnedVehicle(db: Db, ownerId: string, vehicleId: string) {
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['id', 'odometer_unit', 'odometer_reading'])
    .where('id', '=', vehicleId)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  return vehicle;
}
