import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { DataOf, IdParams, NoContent, withErrors } from '@vg/contract';
import { requireOwnedRow } from '../common/owned.js';
import { MaintenanceInput, MaintenanceRecord } from '@vg/contract';
import { saveMaintenance } from '../records/save-maintenance.js';

const REMINDER_NOT_FOUND = 'Reminder not found';

/** POST /reminders/:id/complete logs the work and schedules the next; DELETE /reminders/:id drops one. */
export const reminderActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      return reply.code(201).send({ data: record });
    },
  );

  app.delete(
    '/reminders/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['reminders'],
        summary: 'Delete a reminder',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('reminders')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(REMINDER_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
