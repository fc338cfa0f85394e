import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, IdParams, MaintenanceInput, MaintenanceRecord, withErrors } from '@vg/contract';
import { requireOwnedRow } from '../common/owned.js';
import { saveMaintenance } from '../records/save-maintenance.js';
import { REMINDER_NOT_FOUND } from './reminder-store.js';
import { scanVehicleSoon } from './reminder-scan.js';

/** Completing a reminder logs the work as a maintenance record and schedules the next if it recurs. */
export const completeReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reminders/:id/complete',
    {
      onRequest: authenticate,
      schema: {
        tags: ['reminders'],
        summary:
          'Complete a reminder: logs the maintenance record and schedules the next if it recurs',
        security: [{ bearer: [] }],
        params: IdParams,
        body: MaintenanceInput,
        response: withErrors({ 201: DataOf(MaintenanceRecord) }),
      },
    },
    async (request, reply) => {
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
  );
};
