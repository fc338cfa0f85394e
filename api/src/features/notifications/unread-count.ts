import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import type { Db } from '../../db/database.js';
import { DataOf, UnreadCount, withErrors } from '@vg/contract';

export async function unreadCountOf(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

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
    async (request) => ({ data: { count: await unreadCountOf(app.db, currentUser(request).id) } }),
  );
};
