import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { unprocessable } from '../../../http/errors.js';
import { assertDates, isoDate } from '../common/dates.js';
import { completeReminderWith } from '../reminders/reminder-store.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import type { MaintenanceInputBody, MaintenanceRecordDto } from './maintenance-schemas.js';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const cents = (value: number) => Math.round(value * 100) / 100;

/** Records with what a list shows of their vehicle; scope with `.where('maintenance_records.user_id', ...)`. */
export function selectMaintenance(db: Db) {
  return db
    .selectFrom('maintenance_records')
    .innerJoin('vehicles', 'vehicles.id', 'maintenance_records.vehicle_id')
    .selectAll('maintenance_records')
    .select([
      isoDate('maintenance_records.performed_on').as('performed_on_text'),
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
      'vehicles.odometer_unit',
    ]);
}

type MaintenanceRow = Awaited<ReturnType<ReturnType<typeof selectMaintenance>['execute']>>[number];

/** Rows to answers, with their parts fetched in one query for the whole page. */
export async function toMaintenanceRecords(
  db: Db,
  rows: MaintenanceRow[],
): Promise<MaintenanceRecordDto[]> {
  const parts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('maintenance_parts')
          .selectAll()
          .where(
            'record_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('record_id')
          .orderBy('position')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleTitle: vehicleTitle(row),
    performedOn: row.performed_on_text ?? row.performed_on,
    odometer: row.odometer,
    odometerUnit: row.odometer_unit,
    category: row.category,
    title: row.title,
    notes: row.notes,
    performedBy: row.performed_by,
    shopName: row.shop_name,
    labourHours: numberOrNull(row.labour_hours),
    partsCost: numberOrNull(row.parts_cost),
    labourCost: numberOrNull(row.labour_cost),
    totalCost: numberOrNull(row.total_cost),
    currency: row.currency,
    parts: parts
      .filter((part) => part.record_id === row.id)
      .map((part) => ({
        id: part.id,
        description: part.description,
        partNumber: part.part_number,
        brand: part.brand,
        quantity: Number(part.quantity),
        unitCost: numberOrNull(part.unit_cost),
        source: part.source,
      })),
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * Odometers only go up. A reading below an earlier record's (or above a later one's) is most often
 * a typo, but an engine swap, a replaced clock or a five-digit rollover make it true, so the owner
 * may confirm it.
 */
async function assertOdometerPlausible(
  trx: Transaction<Database>,
  input: {
    vehicleId: string;
    recordId: string | null;
    performedOn: string;
    odometer: number;
    unit: string;
  },
) {
  const others = trx
    .selectFrom('maintenance_records')
    .where('vehicle_id', '=', input.vehicleId)
    .where('odometer', 'is not', null)
    .$if(input.recordId !== null, (query) => query.where('id', '!=', input.recordId as string));
  const earlier = await others
    .select(['odometer', isoDate('performed_on').as('day')])
    .where('performed_on', '<=', input.performedOn)
    .where('odometer', '>', input.odometer)
    .orderBy('odometer', 'desc')
    .limit(1)
    .executeTakeFirst();
  const later = await others
    .select(['odometer', isoDate('performed_on').as('day')])
    .where('performed_on', '>', input.performedOn)
    .where('odometer', '<', input.odometer)
    .orderBy('odometer', 'asc')
    .limit(1)
    .executeTakeFirst();
  const conflict = earlier
    ? { ...earlier, when: 'earlier' }
    : later
      ? { ...later, when: 'later' }
      : null;
  if (conflict) {
    const reading = `${conflict.odometer?.toLocaleString('en')} ${input.unit}`;
    throw unprocessable({
      odometer:
        conflict.when === 'earlier'
          ? `Lower than the ${reading} recorded on ${conflict.day}. Check the reading, or confirm it if the odometer was changed or rolled over.`
          : `Higher than the ${reading} recorded later, on ${conflict.day}. Check the reading, or confirm it.`,
    });
  }
}

interface SaveMaintenance {
  userId: string;
  vehicle: { id: string; odometer_unit: string; odometer_reading: number | null };
  input: MaintenanceInputBody;
  /** Null for a new record. */
  recordId: string | null;
}

/** Creates or replaces a record with its parts, in one transaction; answers its id. */
export async function saveMaintenance(
  db: Db,
  { userId, vehicle, input, recordId }: SaveMaintenance,
): Promise<string> {
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
  const columns = {
    performed_on: input.performedOn,
    odometer: input.odometer ?? null,
    category: input.category,
    title: input.title.trim(),
    notes: input.notes?.trim() || null,
    performed_by: performedBy,
    shop_name: performedBy === 'owner' ? null : (input.shopName?.trim() ?? null),
    labour_hours: input.labourHours ?? null,
    parts_cost: partsCost,
    labour_cost: labourCost,
    total_cost: totalCost,
    currency: input.currency ?? null,
  };
  if (!columns.title) throw unprocessable({ title: 'This field is required.' });

  return db.transaction().execute(async (trx) => {
    if (input.odometer != null && !input.odometerConfirmed) {
      await assertOdometerPlausible(trx, {
        vehicleId: vehicle.id,
        recordId,
        performedOn: input.performedOn,
        odometer: input.odometer,
        unit: vehicle.odometer_unit,
      });
    }
    const id = recordId
      ? (
          await trx
            .updateTable('maintenance_records')
            .set({ ...columns, updated_at: new Date() })
            .where('id', '=', recordId)
            .where('user_id', '=', userId)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await trx
            .insertInto('maintenance_records')
            .values({ ...columns, user_id: userId, vehicle_id: vehicle.id })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await trx.deleteFrom('maintenance_parts').where('record_id', '=', id).execute();
    if (parts.length > 0) {
      await trx
        .insertInto('maintenance_parts')
        .values(
          parts.map((part, position) => ({
            record_id: id,
            position,
            description: part.description.trim(),
            part_number: part.partNumber?.trim() || null,
            brand: part.brand?.trim() || null,
            quantity: part.quantity ?? 1,
            unit_cost: part.unitCost ?? null,
            source: part.source ?? null,
          })),
        )
        .execute();
    }
    // The vehicle's current reading follows its highest recorded one.
    if (
      input.odometer != null &&
      (vehicle.odometer_reading === null || input.odometer > vehicle.odometer_reading)
    ) {
      await trx
        .updateTable('vehicles')
        .set({
          odometer_reading: sql<number>`greatest(coalesce(odometer_reading, 0), ${input.odometer})`,
        })
        .where('id', '=', vehicle.id)
        .execute();
    }
    if (input.reminderId) {
      await completeReminderWith(trx, {
        userId,
        vehicleId: vehicle.id,
        reminderId: input.reminderId,
        record: { id, performedOn: input.performedOn, odometer: input.odometer ?? null },
      });
    }
    return id;
  });
}
