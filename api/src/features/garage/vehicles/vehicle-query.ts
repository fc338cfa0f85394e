import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { isoDate, isoTimestamp } from '../common/dates.js';

/** What a vehicle card and the owner's list need. */
const SUMMARY_COLUMNS = [
  'vehicles.id',
  'vehicles.identifier_kind',
  'vehicles.identifier',
  'vehicles.make',
  'vehicles.model',
  'vehicles.variant',
  'vehicles.model_year',
  'vehicles.current_colour',
  'vehicles.odometer_unit',
  'vehicles.odometer_reading',
  'vehicles.condition',
  'vehicles.status',
  'vehicles.registration',
  'vehicles.visibility',
] as const;

const VEHICLE_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'vehicles.created_at',
  'vehicles.user_id',
  'vehicles.identifier_key',
  'vehicles.identifier_check',
  'vehicles.coachbuilder',
  'vehicles.body_style',
  'vehicles.build_date_precision',
  'vehicles.engine_number',
  'vehicles.gearbox_number',
  'vehicles.factory_colour',
  'vehicles.odometer_is_actual',
  'vehicles.story',
  'vehicles.purchase_price',
  'vehicles.purchase_currency',
  'vehicles.purchase_odometer',
  'vehicles.sale_price',
  'vehicles.sale_currency',
  'vehicles.sale_odometer',
  'vehicles.numbers_chassis',
  'vehicles.numbers_engine',
  'vehicles.numbers_gearbox',
  'vehicles.numbers_body',
  'vehicles.cover_photo_id',
  'vehicles.updated_at',
] as const;

/**
 * The cover a reader may see. The owner sees the chosen cover (or the first photo) whatever its
 * moderation state; everyone else only an approved photo, the chosen cover first.
 */
const ownerCover = sql<string | null>`coalesce(vehicles.cover_photo_id, (
  select p.id from vehicle_photos p where p.vehicle_id = vehicles.id order by p.position, p.created_at limit 1))`;
export const publicCover = sql<string | null>`(
  select p.id from vehicle_photos p
  where p.vehicle_id = vehicles.id and p.moderation_status = 'approved'
  order by (p.id = vehicles.cover_photo_id) desc nulls last, p.position, p.created_at limit 1)`;

/**
 * Vehicles with their owner's username and the cover this reader may see. For anyone but the owner,
 * a suspended member's cars are not there at all (docs/security.md, T9).
 */
export function selectVehicles(db: Db, audience: 'owner' | 'public') {
  return db
    .selectFrom('vehicles')
    .innerJoin('users', 'users.id', 'vehicles.user_id')
    .select(VEHICLE_COLUMNS)
    .select([
      isoDate('vehicles.build_date').as('build_date'),
      isoDate('vehicles.purchase_date').as('purchase_date'),
      isoDate('vehicles.sale_date').as('sale_date'),
      'users.username as owner_username',
      (audience === 'owner' ? ownerCover : publicCover).as('visible_cover_id'),
    ])
    .$if(audience === 'public', (query) => query.where('users.suspended_at', 'is', null));
}

/** The owner's vehicles as list rows (VehicleSummary): a few columns, no join. */
export function selectVehicleSummaries(db: Db) {
  return db
    .selectFrom('vehicles')
    .select(SUMMARY_COLUMNS)
    .select([
      isoTimestamp('vehicles.created_at').as('created_at'),
      ownerCover.as('visible_cover_id'),
    ]);
}
