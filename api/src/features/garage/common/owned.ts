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

/** Tables of rows that belong to a vehicle, each carrying its owner's id. */
type VehicleChildTable =
  | 'maintenance_records'
  | 'vehicle_photos'
  | 'reminders'
  | 'vehicle_costs'
  | 'fuel_fills'
  | 'vehicle_valuations'
  | 'condition_reports';

/**
 * One of the caller's rows below a vehicle, with the vehicle it belongs to, or 404 with `message`
 * whoever else owns it.
 */
export async function requireOwnedRow(
  db: Db,
  table: VehicleChildTable,
  ownerId: string,
  id: string,
  message: string,
): Promise<{ id: string; vehicle_id: string }> {
  const row = await db
    .selectFrom(table)
    .select(['id', 'vehicle_id'])
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound(message);
  return row;
}

/** Deletes one of the caller's rows below a vehicle, or 404 with `message` whoever else owns it. */
export async function deleteOwnedRow(
  db: Db,
  table: VehicleChildTable,
  ownerId: string,
  id: string,
  message: string,
): Promise<void> {
  const deleted = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound(message);
}
