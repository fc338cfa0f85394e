import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { REMINDER_NOT_FOUND } from './reminder-store.js';

/** The owner drops a reminder. */
export const deleteReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /reminders/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('reminders')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(REMINDER_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
