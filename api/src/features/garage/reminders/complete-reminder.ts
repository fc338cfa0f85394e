import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedRow } from '../common/owned.js';
import { saveMaintenance } from '../records/save-maintenance.js';
import { REMINDER_NOT_FOUND } from './reminder-store.js';
import { scanVehicleSoon } from './reminder-scan.js';

/** Completing a reminder logs the work as a maintenance record and schedules the next if it recurs. */
export const completeReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /reminders/:id/complete'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const reminder = await requireOwnedRow(
        app.db,
        'reminders',
        me.id,
        request.params.id,
        REMINDER_NOT_FOUND,
      );
      const record = await saveMaintenance(app.db, {
        userId: me.id,
        vehicleId: reminder.vehicle_id,
        input: { ...request.body, reminderId: reminder.id },
        recordId: null,
      });
      // The next occurrence (a recurring reminder) may already be inside its window.
      await scanVehicleSoon(app.db, reminder.vehicle_id);
      return reply.code(201).send({ data: record });
    },
  });
};
