import type { FuelFill, FuelPatch } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { assertDates, isoDate } from '../common/dates.js';
import { assertCurrencyWithAmount, tidyText } from '../common/money-input.js';

export const FUEL_NOT_FOUND = 'Fill-up not found';

export function selectFills(db: Db, userId: string) {
  return db
    .selectFrom('fuel_fills')
    .select([
      'id',
      'vehicle_id',
      isoDate('fill_date').as('fill_date'),
      'odometer',
      'volume',
      'volume_unit',
      'total_price',
      'currency',
      'full',
      'note',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId);
}

type FillRow = Awaited<ReturnType<ReturnType<typeof selectFills>['execute']>>[number];

export function toFuelFill(row: FillRow): FuelFill {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    date: row.fill_date as string,
    odometer: row.odometer,
    volume: Number(row.volume),
    volumeUnit: row.volume_unit,
    totalPrice: row.total_price === null ? null : Number(row.total_price),
    currency: row.currency,
    full: row.full,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

interface StoredFill {
  total_price: string | null;
  currency: string | null;
}

/** The columns a body writes, checked against what is stored. */
export function fillColumns(input: FuelPatch, stored: StoredFill | null) {
  assertDates({ date: input.date }, ['date']);
  assertCurrencyWithAmount(
    input.totalPrice !== undefined ? input.totalPrice : stored?.total_price,
    input.currency !== undefined ? input.currency : stored?.currency,
  );
  return {
    ...(input.date !== undefined && { fill_date: input.date }),
    ...(input.odometer !== undefined && { odometer: input.odometer }),
    ...(input.volume !== undefined && { volume: input.volume }),
    ...(input.volumeUnit !== undefined && { volume_unit: input.volumeUnit }),
    ...(input.totalPrice !== undefined && { total_price: input.totalPrice }),
    ...(input.currency !== undefined && { currency: input.currency }),
    ...(input.full !== undefined && { full: input.full }),
    ...(input.note !== undefined && { note: tidyText(input.note) ?? null }),
  };
}

/**
 * A fill-up's reading raises the car's, as a record's does (never lowers it), and may bring a
 * reminder due by reading.
 */
export async function raiseReading(db: Db, vehicleId: string, odometer: number): Promise<boolean> {
  const raised = await db
    .updateTable('vehicles')
    .set({ odometer_reading: odometer, updated_at: new Date() })
    .where('id', '=', vehicleId)
    .where((eb) =>
      eb.or([eb('odometer_reading', 'is', null), eb('odometer_reading', '<', odometer)]),
    )
    .executeTakeFirst();
  return raised.numUpdatedRows > 0n;
}
