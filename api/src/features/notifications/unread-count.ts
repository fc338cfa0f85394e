import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { DataOf, UnreadCount, withErrors } from '@vg/contract';

export const unreadCountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread (for the bell in the top bar)',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(UnreadCount) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { count } = await app.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', me.id)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { data: { count: Number(count) } };
    },
  );
};
