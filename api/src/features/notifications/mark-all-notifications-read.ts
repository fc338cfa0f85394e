import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentUser } from '../../http/authenticate.js';
import { signalMember } from './live-signal.js';

export const markAllNotificationsReadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /notifications/read-all'),
    handler: async (request) => {
      const me = currentUser(request);
      const result = await app.db
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('user_id', '=', me.id)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      // Every open stream of mine (other tabs, other devices) lowers its badge.
      if (result.numUpdatedRows > 0n) await signalMember(app.db, me.id);
      return { data: { updated: Number(result.numUpdatedRows) } };
    },
  });
};
