import type { Db } from '../../../db/database.js';
import { isoDate, todayIso } from '../common/dates.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import type { Reminder } from '@vg/contract';
import { reminderState } from './reminder-store.js';

/** Reminders with their vehicle's name and current reading (which decides "due by distance"). */
export function selectReminders(db: Db, userId: string) {
  return db
    .selectFrom('reminders')
    .innerJoin('vehicles', 'vehicles.id', 'reminders.vehicle_id')
    .select([
      'reminders.id',
      'reminders.vehicle_id',
      'reminders.title',
      'reminders.category',
      isoDate('reminders.due_on').as('due_on'),
      'reminders.due_odometer',
      'reminders.interval_months',
      'reminders.interval_distance',
      'reminders.completed_at',
      'reminders.completed_record_id',
      'reminders.created_at',
      'reminders.remind_days_before',
      'reminders.remind_distance_before',
      isoDate('reminders.snoozed_until').as('snoozed_until'),
      'reminders.snoozed_until_odometer',
      'reminders.cost_id',
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
      'vehicles.odometer_unit',
      'vehicles.odometer_reading',
    ])
    .where('reminders.user_id', '=', userId);
}

type ReminderRow = Awaited<ReturnType<ReturnType<typeof selectReminders>['execute']>>[number];

export function toReminder(row: ReminderRow, today = todayIso()): Reminder {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleTitle: vehicleTitle(row),
    title: row.title,
    category: row.category,
    dueOn: row.due_on,
    dueOdometer: row.due_odometer,
    odometerUnit: row.odometer_unit,
    intervalMonths: row.interval_months,
    intervalDistance: row.interval_distance,
    remindDaysBefore: row.remind_days_before,
    remindDistanceBefore: row.remind_distance_before,
    // A snooze that has run out (its day came, or the reading passed) no longer shows.
    snoozedUntil: row.snoozed_until && row.snoozed_until > today ? row.snoozed_until : null,
    snoozedUntilOdometer:
      row.snoozed_until_odometer !== null &&
      (row.odometer_reading === null || row.odometer_reading < row.snoozed_until_odometer)
        ? row.snoozed_until_odometer
        : null,
    state: reminderState(row, row.odometer_reading, today),
    completedAt: row.completed_at?.toISOString() ?? null,
    completedRecordId: row.completed_record_id,
    costId: row.cost_id,
  };
}
