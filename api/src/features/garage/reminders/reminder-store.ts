import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { unprocessable } from '../../../http/errors.js';
import { isoDate } from '../common/dates.js';

export const REMINDER_NOT_FOUND = 'Reminder not found';

/** How close a reminder must be to count as due on the dashboard. */
export const DUE_SOON_DAYS = 30;
export const DUE_SOON_DISTANCE = 500;

export type ReminderState = 'overdue' | 'due' | 'upcoming' | 'completed';

/** Whichever comes first: a reminder is overdue as soon as its date or its reading has passed. */
export function reminderState(
  reminder: { due_on: string | null; due_odometer: number | null; completed_at: Date | null },
  currentOdometer: number | null,
  today: string,
): ReminderState {
  if (reminder.completed_at) return 'completed';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + DUE_SOON_DAYS);
  const soonIso = soon.toISOString().slice(0, 10);
  const byDate =
    reminder.due_on === null
      ? null
      : reminder.due_on < today
        ? 'overdue'
        : reminder.due_on <= soonIso
          ? 'due'
          : null;
  const byDistance =
    reminder.due_odometer === null || currentOdometer === null
      ? null
      : currentOdometer >= reminder.due_odometer
        ? 'overdue'
        : reminder.due_odometer - currentOdometer <= DUE_SOON_DISTANCE
          ? 'due'
          : null;
  if (byDate === 'overdue' || byDistance === 'overdue') return 'overdue';
  if (byDate === 'due' || byDistance === 'due') return 'due';
  return 'upcoming';
}

export function addMonths(isoDay: string, months: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

/**
 * Closes an open reminder with the record that did the work and, for a recurring one, schedules
 * the next from that record's date and reading.
 */
export async function completeReminderWith(
  trx: Transaction<Database>,
  input: {
    userId: string;
    vehicleId: string;
    reminderId: string;
    record: { id: string; performedOn: string; odometer: number | null };
  },
): Promise<void> {
  const reminder = await trx
    .updateTable('reminders')
    .set({ completed_at: new Date(), completed_record_id: input.record.id })
    .where('id', '=', input.reminderId)
    .where('user_id', '=', input.userId)
    .where('vehicle_id', '=', input.vehicleId)
    .where('completed_at', 'is', null)
    .returning([
      'title',
      'category',
      'interval_months',
      'interval_distance',
      'due_odometer',
      isoDate('due_on').as('due_on'),
    ])
    .executeTakeFirst();
  if (!reminder) throw unprocessable({ reminderId: 'This reminder is not open on this vehicle.' });
  const { interval_months: months, interval_distance: distance } = reminder;
  if (!months && !distance) return;
  const baseOdometer = input.record.odometer ?? reminder.due_odometer;
  const nextDueOn = months ? addMonths(input.record.performedOn, months) : null;
  const nextDueOdometer = distance && baseOdometer !== null ? baseOdometer + distance : null;
  // A distance-only reminder completed without any reading has nothing to count from.
  if (nextDueOn === null && nextDueOdometer === null) return;
  await trx
    .insertInto('reminders')
    .values({
      user_id: input.userId,
      vehicle_id: input.vehicleId,
      title: reminder.title,
      category: reminder.category,
      due_on: nextDueOn,
      due_odometer: nextDueOdometer,
      interval_months: months,
      interval_distance: distance,
    })
    .execute();
}
