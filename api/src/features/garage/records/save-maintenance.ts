import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
import { assertDates } from '../common/dates.js';
import { completeReminderWith } from '../reminders/reminder-store.js';
import { scanVehicleSoon, watchesReadings } from '../reminders/reminder-scan.js';
import { RECORD_NOT_FOUND } from './maintenance-record.js';
import { MONEY_MAX, type MaintenanceInput, type MaintenanceRecord } from '@vg/contract';
import { COST_NEEDS_CURRENCY } from '@vg/contract/rules';
import { toMaintenanceRecord, type MaintenanceRow, type PartRow } from './maintenance-store.js';
import { letIn } from './recorded-by.js';

// Logging work is the garage's most frequent write. It costs two round trips whatever the record
// holds: the caller's token, then one statement that finds the vehicle, checks the reading, writes
// the record, its parts and the vehicle's reading, asks whether a reminder watches the reading, and
// answers all of it.

const cents = (value: number) => Math.round(value * 100) / 100;

const MONEY_MAX_TEXT = MONEY_MAX.toLocaleString('en', { minimumFractionDigits: 2 });

/** A sum the API works out must fit where it is stored, as each amount sent does (T34). */
function fitting(sum: number, field: string, what: string): number {
  const rounded = cents(sum);
  if (rounded > MONEY_MAX)
    throw unprocessable({ [field]: `${what} add up to more than ${MONEY_MAX_TEXT}.` });
  return rounded;
}

interface SaveMaintenance {
  /** The car's keeper, whose garage the record is in. */
  userId: string;
  /** Who writes it, when not its keeper (a workshop, a co-keeper). */
  enteredBy?: string;
  vehicleId: string;
  input: MaintenanceInput;
  /** Null for a new record. */
  recordId: string | null;
}

/** The record's columns from what the owner sent: totals filled in, names trimmed. */
function recordColumns(input: MaintenanceInput) {
  assertDates({ performedOn: input.performedOn }, ['performedOn']);
  const parts = input.parts ?? [];
  const partsSum = parts.reduce(
    (sum, part) => sum + (part.unitCost ?? 0) * (part.quantity ?? 1),
    0,
  );
  const partsCost =
    input.partsCost ??
    (parts.some((part) => part.unitCost != null)
      ? fitting(partsSum, 'parts', "The parts' costs")
      : null);
  const labourCost = input.labourCost ?? null;
  const totalCost =
    input.totalCost ??
    (partsCost !== null || labourCost !== null
      ? fitting((partsCost ?? 0) + (labourCost ?? 0), 'totalCost', 'Parts and labour')
      : null);
  // A figure without its currency reads as nothing (docs/product.md#garage).
  if (totalCost !== null && !input.currency) throw unprocessable({ currency: COST_NEEDS_CURRENCY });
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
  performedOn: string;
  odometer: number;
}

/**
 * Odometers only go up. A reading below an earlier record's (or above a later one's) is most often
 * a typo, but an engine swap, a replaced clock or a five-digit rollover make it true, so the owner
 * may confirm it. This is the record of the vehicle that contradicts the new reading, if any.
 */
function conflictingReadings(check: OdometerCheck | null, recordId: string | null) {
  if (!check) return sql`select null::json as earlier, null::json as later`;
  const reading = (when: 'earlier' | 'later') => sql`(
    select json_build_object('odometer', other.odometer, 'day', to_char(other.performed_on, 'YYYY-MM-DD'))
    from maintenance_records other
    where other.vehicle_id = vehicle.id
      and other.id is distinct from ${recordId}::uuid
      and ${
        when === 'earlier'
          ? sql`other.performed_on <= ${check.performedOn}::date and other.odometer > ${check.odometer}::int
            order by other.odometer desc`
          : sql`other.performed_on > ${check.performedOn}::date and other.odometer < ${check.odometer}::int
            order by other.odometer asc`
      }
    limit 1)`;
  return sql`select ${reading('earlier')} as earlier, ${reading('later')} as later from vehicle`;
}

interface Conflict {
  odometer: number;
  day: string;
}

function conflictMessage(earlier: Conflict | null, later: Conflict | null, unit: string): string {
  const conflict = (earlier ?? later) as Conflict;
  const reading = `${conflict.odometer.toLocaleString('en')} ${unit}`;
  return earlier
    ? `Lower than the ${reading} recorded on ${conflict.day}. Check the reading, or confirm it if the odometer was changed or rolled over.`
    : `Higher than the ${reading} recorded later, on ${conflict.day}. Check the reading, or confirm it.`;
}

type Columns = ReturnType<typeof recordColumns>;

/** Inserts the record, or updates it in place, only for the caller's vehicle and a plausible reading. */
function recordStatement(
  { userId, recordId, enteredBy }: Pick<SaveMaintenance, 'userId' | 'recordId' | 'enteredBy'>,
  columns: Columns,
) {
  const names = Object.keys(columns) as (keyof Columns)[];
  const allowed = sql`conflict.earlier is null and conflict.later is null`;
  if (recordId) {
    const assignments = names.map((name) => sql`${sql.ref(name)} = ${columns[name]}`);
    return sql`update maintenance_records set ${sql.join(assignments)}, updated_at = now()
      from vehicle, conflict
      where maintenance_records.id = ${recordId} and maintenance_records.user_id = ${userId}
        and maintenance_records.vehicle_id = vehicle.id and ${allowed}
      returning maintenance_records.*`;
  }
  return sql`insert into maintenance_records (user_id, vehicle_id, entered_by, ${sql.join(names.map((name) => sql.ref(name)))})
    select ${userId}, vehicle.id, ${enteredBy ?? null}::uuid, ${sql.join(names.map((name) => sql`${columns[name]}`))}
    from vehicle, conflict
    where ${allowed}
    returning *`;
}

/** An updated record's parts before the update: the new list replaces them. */
const replacedParts = sql`old_parts as (
  delete from maintenance_parts using record where maintenance_parts.record_id = record.id
),`;

type Written = Partial<
  Omit<MaintenanceRow, 'model_year' | 'make' | 'model' | 'variant' | 'odometer_unit'>
> &
  Pick<MaintenanceRow, 'model_year' | 'make' | 'model' | 'variant' | 'odometer_unit'> & {
    earlier: Conflict | null;
    later: Conflict | null;
    parts: PartRow[];
    /** The vehicle has a reminder a reading can bring due (reminder-scan.ts). */
    reading_watched: boolean;
  };

/**
 * One statement, so one implicit transaction: the caller's vehicle, any reading that contradicts
 * the new one, and unless there is one the record inserted (or updated, its old parts deleted), the
 * new parts inserted and the vehicle's reading raised to the highest recorded. All parts of a WITH
 * see the same snapshot, so the delete never touches the parts inserted beside it. No row: not the
 * caller's vehicle.
 */
async function writeRecord(
  executor: Kysely<Database>,
  save: SaveMaintenance,
  columns: Columns,
): Promise<Written | undefined> {
  const { userId, vehicleId, recordId, input } = save;
  const check =
    input.odometer != null && !input.odometerConfirmed
      ? { performedOn: input.performedOn, odometer: input.odometer }
      : null;
  const parts = (input.parts ?? []).map((part, position) => ({
    position,
    description: part.description.trim(),
    part_number: part.partNumber?.trim() || null,
    brand: part.brand?.trim() || null,
    quantity: part.quantity ?? 1,
    unit_cost: part.unitCost ?? null,
    source: part.source ?? null,
  }));
  const { rows } = await sql<Written>`
    with vehicle as (
      select id, odometer_unit, model_year, make, model, variant from vehicles
      where id = ${vehicleId} and user_id = ${userId}
    ),
    conflict as (${conflictingReadings(check, recordId)}),
    record as (${recordStatement(save, columns)}),
    ${recordId ? replacedParts : sql``}
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
    select vehicle.odometer_unit, vehicle.model_year, vehicle.make, vehicle.model, vehicle.variant,
      conflict.earlier, conflict.later,
      record.*, to_char(record.performed_on, 'YYYY-MM-DD') as performed_on_text,
      ${letIn('record')} as let_in,
      ${watchesReadings(sql.ref('vehicle.id'))} as reading_watched,
      (select coalesce(json_agg(new_parts order by new_parts.position), '[]') from new_parts) as parts
    from vehicle cross join conflict left join record on true`.execute(executor);
  return rows[0];
}

/** The written row as the record's answer; 404 or 422 when nothing was written, and why. */
function writtenRecord(
  written: Written | undefined,
  recordId: string | null,
): { record: MaintenanceRecord; readingWatched: boolean } {
  if (!written) throw notFound(VEHICLE_NOT_FOUND);
  const { earlier, later, parts, reading_watched: readingWatched, ...row } = written;
  if (earlier || later) {
    throw unprocessable({ odometer: conflictMessage(earlier, later, row.odometer_unit) });
  }
  // An update finds nothing when the record was deleted meanwhile.
  if (!row.id) throw notFound(recordId ? RECORD_NOT_FOUND : VEHICLE_NOT_FOUND);
  return { record: toMaintenanceRecord(row as MaintenanceRow, parts), readingWatched };
}

/** Creates or replaces a record with its parts; answers it as GET /maintenance/:id does. */
export async function saveMaintenance(db: Db, save: SaveMaintenance): Promise<MaintenanceRecord> {
  // A body with a bad date or a missing shop name is refused before any query.
  const columns = recordColumns(save.input);
  const { reminderId } = save.input;
  const { record, readingWatched } = reminderId
    ? await db.transaction().execute(async (trx) => {
        const written = writtenRecord(await writeRecord(trx, save, columns), save.recordId);
        const { id, performedOn, odometer } = written.record;
        await completeReminderWith(trx, {
          userId: save.userId,
          vehicleId: save.vehicleId,
          reminderId,
          record: { id, performedOn, odometer },
        });
        return written;
      })
    : writtenRecord(await writeRecord(db, save, columns), save.recordId);
  // A new or corrected reading may bring reminders due: checked now, not at the next scheduled
  // scan. Whether the car has such a reminder came with the write.
  if (save.input.odometer != null && readingWatched) await scanVehicleSoon(db, save.vehicleId);
  return record;
}
