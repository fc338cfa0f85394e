import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { hashCalendarToken, newCalendarToken, toCalendarFeed } from './calendar-token.js';

/**
 * POST /profile/calendar/renew: a new address; the old one answers 404 from this statement on (an
 * address passed on, or leaked, is ended this way; docs/product.md#the-keepers-calendar).
 */
export const renewCalendarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /profile/calendar/renew'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const token = newCalendarToken();
      const { rows } = await sql<{ created_at: Date }>`
        insert into calendar_feeds (user_id, token_hash) values (${me.id}, ${hashCalendarToken(token)})
        on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()
        returning created_at`.execute(app.db);
      return {
        data: toCalendarFeed(new Date(rows[0]!.created_at), token, app.config.publicOrigin),
      };
    },
  });
};
