import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { signalMember } from './live-signal.js';
import { DataOf, MarkedRead, withErrors } from '@vg/contract';

export const markAllNotificationsReadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read; answers how many were unread',
        security: [{ bearer: [] }],
        response: withErrors({
          200: DataOf(MarkedRead),
        }),
      },
    },
    async (request) => {
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
  );
};
