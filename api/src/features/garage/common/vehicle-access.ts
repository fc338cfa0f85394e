import type { OdometerUnit, VehicleRole } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { forbidden, notFound } from '../../../http/errors.js';
import '../collaborators/collaborator-tables.js';
import { VEHICLE_NOT_FOUND } from './owned.js';

// Who may do what on a car (docs/product.md#workshops-and-co-keepers), checked on the server for
// every operation: its keeper everything; a co-keeper everything but handing it over or deleting
// it; a workshop sees its history and adds (and changes its own) records, photos and papers.
// Anyone else, a member invited who has not accepted, a former keeper or a revoked workshop among
// them, is told the car is not found, as for a car that never was.

/** What an operation needs of the caller on the car. */
export type VehicleNeed = 'see' | 'contribute' | 'co-keep' | 'keep';

const RANK: Record<VehicleRole, number> = { workshop: 1, 'co-keeper': 2, keeper: 3 };
const NEEDED: Record<VehicleNeed, number> = { see: 1, contribute: 1, 'co-keep': 2, keep: 3 };

export const ONLY_KEEPERS = "Only the car's keeper or a co-keeper can do that.";
export const ONLY_THE_KEEPER = "Only the car's keeper can do that.";
export const ONLY_ITS_AUTHOR = 'A workshop can change only what it recorded itself.';

export interface VehicleAccess {
  id: string;
  /** The car's keeper, whose garage everything below it belongs to (`user_id` of its rows). */
  keeperId: string;
  role: VehicleRole;
  odometer_unit: OdometerUnit;
  odometer_reading: number | null;
}

/** The caller's role on the car, or null when they have none (not invited, not accepted, ended). */
export async function vehicleRoleOf(
  db: Db,
  memberId: string,
  vehicleId: string,
): Promise<VehicleAccess | null> {
  const row = await db
    .selectFrom('vehicles')
    .leftJoin('vehicle_collaborators as collaborator', (join) =>
      join
        .onRef('collaborator.vehicle_id', '=', 'vehicles.id')
        .on('collaborator.member_id', '=', memberId)
        .on('collaborator.accepted_at', 'is not', null)
        .on('collaborator.ended_at', 'is', null),
    )
    .select([
      'vehicles.id',
      'vehicles.user_id',
      'vehicles.odometer_unit',
      'vehicles.odometer_reading',
      'collaborator.role',
    ])
    .where('vehicles.id', '=', vehicleId)
    .executeTakeFirst();
  if (!row) return null;
  const role: VehicleRole | null = row.user_id === memberId ? 'keeper' : (row.role ?? null);
  if (!role) return null;
  return {
    id: row.id,
    keeperId: row.user_id,
    role,
    odometer_unit: row.odometer_unit,
    odometer_reading: row.odometer_reading,
  };
}

/** Whether a role may do what an operation needs. */
export const mayDo = (role: VehicleRole, need: VehicleNeed) => RANK[role] >= NEEDED[need];

/**
 * The car, when the caller may do `need` on it; 404 (`notFoundMessage`) when they have no role on
 * it, 403 naming who may when their role falls short: they see the car, so hiding it tells nothing.
 */
export async function requireVehicleAccess(
  db: Db,
  memberId: string,
  vehicleId: string,
  need: VehicleNeed,
  notFoundMessage = VEHICLE_NOT_FOUND,
): Promise<VehicleAccess> {
  const access = await vehicleRoleOf(db, memberId, vehicleId);
  if (!access) throw notFound(notFoundMessage);
  if (!mayDo(access.role, need))
    throw forbidden(NEEDED[need] === RANK.keeper ? ONLY_THE_KEEPER : ONLY_KEEPERS);
  return access;
}

/** Tables of entries below a car that remember who entered them. */
export type AuthoredTable =
  'maintenance_records' | 'modifications' | 'vehicle_photos' | 'vehicle_documents';

/** Tables of rows below a car, each carrying its keeper's id. */
export type VehicleRowTable =
  | AuthoredTable
  | 'reminders'
  | 'vehicle_costs'
  | 'fuel_fills'
  | 'vehicle_valuations'
  | 'condition_reports'
  | 'ownership_periods'
  | 'share_links';

export interface RowAccess extends VehicleAccess {
  rowId: string;
  vehicleId: string;
}

/**
 * A row below a car, when the caller may do `need` on that car; 404 (`message`) when they have no
 * role on it, as for a row that never was. Changing an entry as a workshop ('contribute') needs it
 * to be the workshop's own: others' entries are the keeper's to change (403).
 */
export async function requireRowAccess(
  db: Db,
  table: VehicleRowTable,
  memberId: string,
  id: string,
  need: VehicleNeed,
  message: string,
): Promise<RowAccess> {
  const row = await db
    .selectFrom(table)
    .select(['id', 'vehicle_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(message);
  const access = await requireVehicleAccess(db, memberId, row.vehicle_id, need, message);
  if (need === 'contribute' && access.role === 'workshop') {
    const author = await db
      .selectFrom(table as AuthoredTable)
      .select('entered_by')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (author.entered_by !== memberId) throw forbidden(ONLY_ITS_AUTHOR);
  }
  return { ...access, rowId: row.id, vehicleId: row.vehicle_id };
}

/** Who entered a new entry, when it is not the car's keeper (the insert trigger names the keeper). */
export const enteredBy = (access: Pick<VehicleAccess, 'keeperId'>, memberId: string) =>
  memberId === access.keeperId ? {} : { entered_by: memberId };
