import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { REMINDER_DEFAULT_DAYS_BEFORE, REMINDER_DEFAULT_DISTANCE_BEFORE } from '@vg/contract';
import { assertDates } from '../common/dates.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectReminders, toReminder } from './reminder-query.js';
import { scanVehicleSoon } from './reminder-scan.js';

/**
 * The keeper or a co-keeper sets a reminder on a car (docs/product.md#workshops-and-co-keepers):
 * due by a date, a reading, or whichever comes first. It is the keeper's, as all below the car.
 */
export const createReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/reminders'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const body = request.body;
      if (body.dueOn == null && body.dueOdometer == null) {
        throw unprocessable({
          dueOn: 'Give a date, a reading, or both (whichever comes first).',
          dueOdometer: 'Give a date, a reading, or both (whichever comes first).',
        });
      }
      assertDates({ dueOn: body.dueOn });
      const title = body.title.trim();
      if (!title) throw unprocessable({ title: 'This field is required.' });
      const { id } = await app.db
        .insertInto('reminders')
        .values({
          user_id: vehicle.keeperId,
          vehicle_id: vehicle.id,
          title,
          category: body.category ?? 'service',
          due_on: body.dueOn ?? null,
          due_odometer: body.dueOdometer ?? null,
          interval_months: body.intervalMonths ?? null,
          interval_distance: body.intervalDistance ?? null,
          remind_days_before: body.remindDaysBefore ?? REMINDER_DEFAULT_DAYS_BEFORE,
          remind_distance_before: body.remindDistanceBefore ?? REMINDER_DEFAULT_DISTANCE_BEFORE,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A reminder already inside its window is notified now, not at the next scheduled scan.
      await scanVehicleSoon(app.db, vehicle.id);
      const row = await selectReminders(app.db, vehicle.keeperId)
        .where('reminders.id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: toReminder(row) });
    },
  });
};
