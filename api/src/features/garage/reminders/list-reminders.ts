import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { selectReminders, toReminder } from './reminder-query.js';

/** A vehicle has a handful of reminders at most; open ones come first, the history after. */
const MAX_LISTED = 100;

export const listRemindersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/reminders'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await selectReminders(app.db, me.id)
        .where('reminders.vehicle_id', '=', request.params.vehicleId)
        .orderBy((eb) => eb('reminders.completed_at', 'is not', null))
        .orderBy('reminders.due_on', (order) => order.asc().nullsLast())
        .orderBy('reminders.created_at', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return { data: rows.map((row) => toReminder(row)), page: { nextCursor: null } };
    },
  });
};
