import type { Cost, CostPatch } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { assertDates, isoDate } from '../common/dates.js';
import { assertCurrencyWithAmount, tidyText } from '../common/money-input.js';

export const COST_NOT_FOUND = 'Cost not found';

/** A car's costs with the open renewal reminder each made. */
export function selectCosts(db: Db, userId: string) {
  return db
    .selectFrom('vehicle_costs')
    .select([
      'vehicle_costs.id',
      'vehicle_costs.vehicle_id',
      'vehicle_costs.kind',
      isoDate('vehicle_costs.cost_date').as('cost_date'),
      'vehicle_costs.amount',
      'vehicle_costs.currency',
      'vehicle_costs.recurrence',
      'vehicle_costs.note',
      'vehicle_costs.created_at',
      'vehicle_costs.updated_at',
      (eb) =>
        eb
          .selectFrom('reminders')
          .select('reminders.id')
          .whereRef('reminders.cost_id', '=', 'vehicle_costs.id')
          .where('reminders.completed_at', 'is', null)
          .as('reminder_id'),
    ])
    .where('vehicle_costs.user_id', '=', userId);
}

type CostRow = Awaited<ReturnType<ReturnType<typeof selectCosts>['execute']>>[number];

export function toCost(row: CostRow): Cost {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    kind: row.kind,
    date: row.cost_date as string,
    amount: Number(row.amount),
    currency: row.currency,
    recurrence: row.recurrence,
    note: row.note,
    reminderId: row.reminder_id ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

interface StoredCost {
  amount: string | number;
  currency: string | null;
}

/** The columns a body writes, checked against what is stored (a PATCH of the amount alone). */
export function costColumns(input: CostPatch, stored: StoredCost | null) {
  assertDates({ date: input.date });
  assertCurrencyWithAmount(
    input.amount ?? stored?.amount,
    input.currency !== undefined ? input.currency : stored?.currency,
  );
  return {
    ...(input.kind !== undefined && { kind: input.kind }),
    ...(input.date !== undefined && { cost_date: input.date }),
    ...(input.amount !== undefined && { amount: input.amount }),
    ...(input.currency !== undefined && { currency: input.currency }),
    ...(input.recurrence !== undefined && { recurrence: input.recurrence }),
    ...(input.note !== undefined && { note: tidyText(input.note) ?? null }),
  };
}
