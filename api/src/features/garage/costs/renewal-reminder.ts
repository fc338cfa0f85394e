import { COST_RENEWAL_TITLES, type CostKind } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { isoDate } from '../common/dates.js';
import { scanVehicleSoon } from '../reminders/reminder-scan.js';
import { addMonths } from '../reminders/reminder-store.js';

const MONTHS = { yearly: 12, monthly: 1 } as const;

interface Series {
  userId: string;
  vehicleId: string;
  kind: CostKind;
}

/**
 * Keeps a series' renewal reminder in step with its costs (docs/product.md#costs-of-keeping). A
 * car's costs of one kind are a series; its latest cost by date, when recurring, has exactly one
 * renewal reminder, due a year or a month after it, unless the keeper already completed that one.
 * Entering the next cost moves the open reminder on (a new due date is a new occurrence, notified
 * once) instead of adding a second; a latest cost that no longer recurs, or none, takes it away.
 * Runs in the caller's transaction, after its write.
 */
export async function syncRenewalReminder(trx: Db, series: Series): Promise<void> {
  const { userId, vehicleId, kind } = series;
  const latest = await trx
    .selectFrom('vehicle_costs')
    .select(['id', isoDate('cost_date').as('cost_date'), 'recurrence'])
    .where('vehicle_id', '=', vehicleId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('cost_date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const linked = await trx
    .selectFrom('reminders')
    .innerJoin('vehicle_costs', 'vehicle_costs.id', 'reminders.cost_id')
    .select(['reminders.id', 'reminders.cost_id', 'reminders.completed_at', 'reminders.title'])
    .select(isoDate('reminders.due_on').as('due_on'))
    .where('vehicle_costs.vehicle_id', '=', vehicleId)
    .where('vehicle_costs.kind', '=', kind)
    .execute();
  const open = linked.filter((reminder) => reminder.completed_at === null);
  const doneForLatest = linked.some(
    (reminder) => reminder.completed_at !== null && reminder.cost_id === latest?.id,
  );
  const keep =
    latest?.recurrence && !doneForLatest
      ? (open.find((reminder) => reminder.cost_id === latest.id) ?? open[0])
      : undefined;
  const extra = open.filter((reminder) => reminder !== keep).map((reminder) => reminder.id);
  if (extra.length > 0) await trx.deleteFrom('reminders').where('id', 'in', extra).execute();
  if (!latest?.recurrence || doneForLatest) return;

  const dueOn = addMonths(latest.cost_date as string, MONTHS[latest.recurrence]);
  const title = COST_RENEWAL_TITLES[kind];
  if (keep) {
    if (keep.cost_id === latest.id && keep.due_on === dueOn && keep.title === title) return;
    await trx
      .updateTable('reminders')
      .set({
        cost_id: latest.id,
        due_on: dueOn,
        title,
        updated_at: new Date(),
        // A snooze was for the renewal before; the new one starts unsnoozed.
        ...(keep.due_on !== dueOn && { snoozed_until: null, snoozed_until_odometer: null }),
      })
      .where('id', '=', keep.id)
      .execute();
  } else {
    await trx
      .insertInto('reminders')
      .values({
        user_id: userId,
        vehicle_id: vehicleId,
        title,
        category: kind === 'inspection' ? 'inspection' : 'other',
        due_on: dueOn,
        cost_id: latest.id,
      })
      .execute();
  }
  // The renewal may already be inside its notice window.
  await scanVehicleSoon(trx, vehicleId);
}
