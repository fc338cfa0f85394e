import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
import { assertDates } from '../common/dates.js';
import { completeReminderWith } from '../reminders/reminder-store.js';
import { RECORD_NOT_FOUND } from './maintenance-record.js';
import type { MaintenanceInputBody, MaintenanceRecordDto } from './maintenance-schemas.js';
import { toMaintenanceRecord, type MaintenanceRow, type PartRow } from './maintenance-store.js';

// Logging work is the garage's most frequent write. It costs three round trips whatever the record
// holds: the caller's token, the vehicle with any odometer conflict, and one statement that writes
// the record, its parts and the vehicle's reading and answers them.

const cents = (value: number) => Math.round(value * 100) / 100;

interface SaveMaintenance {
  userId: string;
  vehicleId: string;
  input: MaintenanceInputBody;
  /** Null for a new record. */
  recordId: string | null;
}

/** The record's columns from what the owner sent: totals filled in, names trimmed. */
function recordColumns(input: MaintenanceInputBody) {
  assertDates({ performedOn: input.performedOn }, ['performedOn']);
  const parts = input.parts ?? [];
  const partsSum = parts.reduce(
    (sum, part) => sum + (part.unitCost ?? 0) * (part.quantity ?? 1),
    0,
  );
  const partsCost =
    input.partsCost ?? (parts.some((part) => part.unitCost != null) ? cents(partsSum) : null);
  const labourCost = input.labourCost ?? null;
  const totalCost =
    input.totalCost ??
    (partsCost !== null || labourCost !== null
      ? cents((partsCost ?? 0) + (labourCost ?? 0))
      : null);
  const performedBy = input.performedBy ?? 'owner';
  if (performedBy !== 'owner' && !input.shopName?.trim()) {
    throw unprocessable({
      shopName:
        performedBy === 'shop' ? 'Name the shop that did the work.' : 'Name the specialist.',
    });
  }
  const title = input.title.trim();
  if (!title) throw unprocessable({ title: 'This field is required.' });
  return {
    performed_on: input.performedOn,
    odometer: input.odometer ?? null,
    category: input.category,
    title,
    notes: input.notes?.trim() || null,
    performed_by: performedBy,
    shop_name: performedBy === 'owner' ? null : (input.shopName?.trim() ?? null),
    labour_hours: input.labourHours ?? null,
    parts_cost: partsCost,
    labour_cost: labourCost,
    total_cost: totalCost,
    currency: input.currency ?? null,
  };
}

interface OdometerCheck {
  recordId: string | null;
  performedOn: string;
  odometer: number;
}

/**
 * The reading of another record of this vehicle that contradicts the new one: higher on an earlier
 * (or the same) day, or lower on a later day. Null when there is none.
 */
function conflictingReading(
  eb: ExpressionBuilder<Database, 'vehicles'>,
  check: OdometerCheck,
  when: 'earlier' | 'later',
) {
  return eb
    .selectFrom('maintenance_records as other')
    .select(
      sql<{
        odometer: number;
        day: string;
      }>`json_build_object('odometer', other.odometer, 'day', to_char(other.performed_on, 'YYYY-MM-DD'))`.as(
        'reading',
      ),
    )
    .whereRef('other.vehicle_id', '=', 'vehicles.id')
    .where('other.odometer', 'is not', null)
    .$if(check.recordId !== null, (query) =>
      query.where('other.id', '!=', check.recordId as string),
    )
    .$if(when === 'earlier', (query) =>
      query
        .where('other.performed_on', '<=', check.performedOn)
        .where('other.odometer', '>', check.odometer)
        .orderBy('other.odometer', 'desc'),
    )
    .$if(when === 'later', (query) =>
      query
        .where('other.performed_on', '>', check.performedOn)
        .where('other.odometer', '<', check.odometer)
        .orderBy('other.odometer', 'asc'),
    )
    .limit(1);
}

/**
 * Odometers only go up. A reading below an earlier record's (or above a later one's) is most often
 * a typo, but an engine swap, a replaced clock or a five-digit rollover make it true, so the owner
 * may confirm it. Answers the caller's vehicle, or 404 whoever else owns it.
 */
async function vehicleForRecord(
  db: Db,
  userId: string,
  vehicleId: string,
  check: OdometerCheck | null,
) {
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['id', 'odometer_unit', 'model_year', 'make', 'model', 'variant'])
    .select((eb) => [
      (check ? conflictingReading(eb, check, 'earlier') : sql<null>`null`).as('earlier'),
      (check ? conflictingReading(eb, check, 'later') : sql<null>`null`).as('later'),
    ])
    .where('id', '=', vehicleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  const { earlier, later } = vehicle;
  if (earlier || later) {
    const conflict = (earlier ?? later) as { odometer: number; day: string };
    const reading = `${conflict.odometer.toLocaleString('en')} ${vehicle.odometer_unit}`;
    throw unprocessable({
      odometer: earlier
        ? `Lower than the ${reading} recorded on ${conflict.day}. Check the reading, or confirm it if the odometer was changed or rolled over.`
        : `Higher than the ${reading} recorded later, on ${conflict.day}. Check the reading, or confirm it.`,
    });
  }
  return vehicle;
}

type WrittenRecord = Omit<
  MaintenanceRow,
  'model_year' | 'make' | 'model' | 'variant' | 'odometer_unit'
> & {
  parts: PartRow[];
};

/**
 * One statement, so one implicit transaction: the record is inserted (or updated, its old parts
 * deleted), the new parts inserted, and the vehicle's reading raised to the highest recorded. All
 * parts of a WITH see the same snapshot, so the delete never touches the parts inserted beside it.
 */
async function writeRecord(
  executor: Kysely<Database>,
  { userId, vehicleId, recordId, input }: SaveMaintenance,
  columns: ReturnType<typeof recordColumns>,
): Promise<WrittenRecord | undefined> {
  const record = recordId
    ? executor
        .updateTable('maintenance_records')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', recordId)
        .where('user_id', '=', userId)
        .returningAll()
    : executor
        .insertInto('maintenance_records')
        .values({ ...columns, user_id: userId, vehicle_id: vehicleId })
        .returningAll();
  const parts = (input.parts ?? []).map((part, position) => ({
    position,
    description: part.description.trim(),
    part_number: part.partNumber?.trim() || null,
    brand: part.brand?.trim() || null,
    quantity: part.quantity ?? 1,
    unit_cost: part.unitCost ?? null,
    source: part.source ?? null,
  }));
  const { rows } = await sql<WrittenRecord>`
    with record as (${record}),
    old_parts as (
      delete from maintenance_parts where record_id = (select id from record)
    ),
    new_parts as (
      insert into maintenance_parts
        (record_id, position, description, part_number, brand, quantity, unit_cost, source)
      select record.id, p.position, p.description, p.part_number, p.brand, p.quantity, p.unit_cost, p.source
      from record, jsonb_to_recordset(${JSON.stringify(parts)}::jsonb) as p(
        position integer, description text, part_number text, brand text,
        quantity numeric, unit_cost numeric, source text)
      returning *
    ),
    reading as (
      update vehicles set odometer_reading = record.odometer
      from record
      where vehicles.id = record.vehicle_id
        and record.odometer > coalesce(vehicles.odometer_reading, -1)
    )
    select record.*, to_char(record.performed_on, 'YYYY-MM-DD') as performed_on_text,
      (select coalesce(json_agg(new_parts order by new_parts.position), '[]') from new_parts) as parts
    from record`.execute(executor);
  return rows[0];
}

/** Creates or replaces a record with its parts; answers it as GET /maintenance/:id does. */
export async function saveMaintenance(
  db: Db,
  save: SaveMaintenance,
): Promise<MaintenanceRecordDto> {
  const { input } = save;
  // A body with a bad date or a missing shop name is refused before any query.
  const columns = recordColumns(input);
  const vehicle = await vehicleForRecord(
    db,
    save.userId,
    save.vehicleId,
    input.odometer != null && !input.odometerConfirmed
      ? { recordId: save.recordId, performedOn: input.performedOn, odometer: input.odometer }
      : null,
  );
  const { reminderId } = input;
  const written = reminderId
    ? await db.transaction().execute(async (trx) => {
        const row = await writeRecord(trx, save, columns);
        if (row) {
          await completeReminderWith(trx, {
            userId: save.userId,
            vehicleId: save.vehicleId,
            reminderId,
            record: {
              id: row.id,
              performedOn: input.performedOn,
              odometer: input.odometer ?? null,
            },
          });
        }
        return row;
      })
    : await writeRecord(db, save, columns);
  // An update finds nothing when the record was deleted meanwhile.
  if (!written) throw notFound(RECORD_NOT_FOUND);
  const { parts, ...row } = written;
  const { model_year, make, model, variant, odometer_unit } = vehicle;
  return toMaintenanceRecord({ ...row, model_year, make, model, variant, odometer_unit }, parts);
}
