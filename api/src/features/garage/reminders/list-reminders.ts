import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectReminders, toReminder } from './reminder-query.js';

/** A vehicle has a handful of reminders at most; open ones come first, the history after. */
const MAX_LISTED = 100;

export const listRemindersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/reminders'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // The keeper's calendar is theirs and their co-keepers' to keep, not a workshop's
      // (docs/product.md#workshops-and-co-keepers).
      const car = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'co-keep');
      const rows = await selectReminders(app.db, car.keeperId)
        .where('reminders.vehicle_id', '=', car.id)
        .orderBy((eb) => eb('reminders.completed_at', 'is not', null))
        .orderBy('reminders.due_on', (order) => order.asc().nullsLast())
        .orderBy('reminders.created_at', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return { data: rows.map((row) => toReminder(row)), page: { nextCursor: null } };
    },
  });
};
