import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { todayIso } from '../common/dates.js';
import { selectReminders, toReminder } from './reminder-query.js';
import { REMINDER_NOT_FOUND, addMonths } from './reminder-store.js';

const EXACTLY_ONE = 'Snooze for a week, a month, or until a reading.';

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers) puts a reminder off: for a week or a month from today, or until the vehicle reads a
 * given figure. Nothing is notified meanwhile; when the snooze ends the reminder is notified again,
 * once, as a new occurrence. A new snooze replaces the last.
 */
export const snoozeReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /reminders/:id/snooze'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const { until, untilOdometer } = request.body;
      // Anyone not let in to the car is told "not found"; a workshop, that it is not theirs to do.
      const { keeperId } = await requireRowAccess(
        app.db,
        'reminders',
        me.id,
        request.params.id,
        'co-keep',
        REMINDER_NOT_FOUND,
      );
      const reminder = await app.db
        .selectFrom('reminders')
        .select(['id', 'vehicle_id', 'completed_at'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', keeperId)
        .executeTakeFirst();
      if (!reminder) throw notFound(REMINDER_NOT_FOUND);
      if ((until === undefined) === (untilOdometer === undefined))
        throw unprocessable({ until: EXACTLY_ONE });
      if (reminder.completed_at)
        throw unprocessable({ until: 'This reminder is already completed.' });
      const today = todayIso();
      let snooze: { snoozed_until: string | null; snoozed_until_odometer: number | null };
      if (until !== undefined) {
        snooze = {
          snoozed_until: until === 'week' ? addDays(today, 7) : addMonths(today, 1),
          snoozed_until_odometer: null,
        };
      } else {
        const vehicle = await app.db
          .selectFrom('vehicles')
          .select(['odometer_reading', 'odometer_unit'])
          .where('id', '=', reminder.vehicle_id)
          .executeTakeFirstOrThrow();
        if (vehicle.odometer_reading !== null && untilOdometer! <= vehicle.odometer_reading) {
          throw unprocessable({
            untilOdometer: `Choose a reading above the current ${vehicle.odometer_reading.toLocaleString('en-GB')} ${vehicle.odometer_unit}.`,
          });
        }
        snooze = { snoozed_until: null, snoozed_until_odometer: untilOdometer! };
      }
      await app.db
        .updateTable('reminders')
        .set({ ...snooze, updated_at: new Date() })
        .where('id', '=', reminder.id)
        .where('user_id', '=', keeperId)
        .execute();
      const row = await selectReminders(app.db, keeperId)
        .where('reminders.id', '=', reminder.id)
        .executeTakeFirstOrThrow();
      return { data: toReminder(row) };
    },
  });
};
