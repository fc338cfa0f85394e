import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { hashCalendarToken, newCalendarToken, toCalendarFeed } from './calendar-token.js';

/**
 * GET /profile/calendar: the member's feed. The first ask makes its address and answers it; as
 * only its hash is kept, later asks cannot, and say since when it works (renew for a new one).
 */
export const getCalendarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /profile/calendar'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const token = newCalendarToken();
      const made = await app.db
        .insertInto('calendar_feeds')
        .values({ user_id: me.id, token_hash: hashCalendarToken(token) })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returning('created_at')
        .executeTakeFirst();
      if (made) return { data: toCalendarFeed(made.created_at, token, app.config.publicOrigin) };
      const feed = await app.db
        .selectFrom('calendar_feeds')
        .select('created_at')
        .where('user_id', '=', me.id)
        .executeTakeFirstOrThrow();
      return { data: toCalendarFeed(feed.created_at, null, app.config.publicOrigin) };
    },
  });
};
