import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { notFound } from '../../../http/errors.js';
import { feedReminders, writeFeed } from './calendar-feed.js';
import { hashCalendarToken } from './calendar-token.js';

const FEED_NOT_FOUND = 'Calendar not found';

/**
 * GET /calendar/:token.ics: whoever holds the address reads the member's open reminders, as a
 * calendar app does without signing in. Nothing else is in it (no cost, no note, no reading). A
 * renewed address, a suspended member's, or a car not theirs answers 404, the same 404.
 */
export const serveFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /calendar/:token.ics'),
    handler: async (request, reply) => {
      const feed = await app.db
        .selectFrom('calendar_feeds')
        .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
        .select('calendar_feeds.user_id')
        .where('calendar_feeds.token_hash', '=', hashCalendarToken(request.params.token))
        .where('users.suspended_at', 'is', null)
        .executeTakeFirst();
      if (!feed) throw notFound(FEED_NOT_FOUND);
      const vehicleId = request.query.vehicle;
      if (vehicleId) {
        const car = await app.db
          .selectFrom('vehicles')
          .select('id')
          .where('id', '=', vehicleId)
          .where('user_id', '=', feed.user_id)
          .executeTakeFirst();
        if (!car) throw notFound(FEED_NOT_FOUND);
      }
      const reminders = await feedReminders(app.db, feed.user_id, vehicleId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(writeFeed(reminders, app.config.publicOrigin).toString());
    },
  });
};
