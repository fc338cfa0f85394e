import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentUser } from '../../http/authenticate.js';
import type { Db } from '../../db/database.js';

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
  app.route({
    ...fromTable(app, 'GET /notifications/unread-count'),
    handler: async (request) => ({
      data: { count: await unreadCountOf(app.db, currentUser(request).id) },
    }),
  });
};
