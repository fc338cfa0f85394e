import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { REMINDER_NOT_FOUND } from './reminder-store.js';

/** The keeper or a co-keeper drops a reminder (docs/product.md#workshops-and-co-keepers). */
export const deleteReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /reminders/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const reminder = await requireRowAccess(
        app.db,
        'reminders',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        REMINDER_NOT_FOUND,
      );
      const deleted = await app.db
        .deleteFrom('reminders')
        .where('id', '=', reminder.rowId)
        .where('user_id', '=', reminder.keeperId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(REMINDER_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
