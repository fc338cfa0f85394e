import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentUser } from '../../http/authenticate.js';
import { signalMember } from './live-signal.js';
import { notFound } from '../../http/errors.js';
import { toNotification } from './notification-mapper.js';

export const markNotificationReadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /notifications/:id/read'),
    handler: async (request) => {
      const me = currentUser(request);
      const row = await app.db
        .updateTable('notifications')
        .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id) // another member's notification is "not found", not 403
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Notification not found');
      await signalMember(app.db, me.id);
      return { data: toNotification(row) };
    },
  });
};
