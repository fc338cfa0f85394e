import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { saveMaintenance } from '../records/save-maintenance.js';
import { REMINDER_NOT_FOUND } from './reminder-store.js';
import { scanVehicleSoon } from './reminder-scan.js';

/**
 * Completing a reminder logs the work as a maintenance record and schedules the next if it recurs.
 * The keeper's or a co-keeper's to do (docs/product.md#workshops-and-co-keepers); the record is in
 * the keeper's logbook and says who entered it.
 */
export const completeReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /reminders/:id/complete'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const reminder = await requireRowAccess(
        app.db,
        'reminders',
        me.id,
        request.params.id,
        'co-keep',
        REMINDER_NOT_FOUND,
      );
      const record = await saveMaintenance(app.db, {
        userId: reminder.keeperId,
        ...(reminder.keeperId === me.id ? {} : { enteredBy: me.id }),
        vehicleId: reminder.vehicleId,
        input: { ...request.body, reminderId: reminder.rowId },
        recordId: null,
      });
      // The next occurrence (a recurring reminder) may already be inside its window.
      await scanVehicleSoon(app.db, reminder.vehicleId);
      return reply.code(201).send({ data: record });
    },
  });
};
