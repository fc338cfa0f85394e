import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getCalendarRoute } from './get-calendar.js';
import { renewCalendarRoute } from './renew-calendar.js';
import { serveFeedRoute } from './serve-feed.js';

/** The keeper's calendar: a private feed of their reminders (docs/product.md#the-keepers-calendar). */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [getCalendarRoute, renewCalendarRoute, serveFeedRoute]) {
    await app.register(route);
  }
};
