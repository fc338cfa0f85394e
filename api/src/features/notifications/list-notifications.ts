import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, beforeCursor, toPage } from '../../http/pagination.js';
import { Notification, NotificationsQuery, PageOf, withErrors } from '@vg/contract';
import { toNotification } from './notification-mapper.js';

export const listNotificationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first (cursor pagination)',
        security: [{ bearer: [] }],
        querystring: NotificationsQuery,
        response: withErrors({ 200: PageOf(Notification) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { cursor } = request.query;
      let query = app.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DEFAULT_PAGE_SIZE + 1);
      if (cursor) query = query.where(beforeCursor(cursor));
      return toPage(await query.execute(), DEFAULT_PAGE_SIZE, toNotification);
    },
  );
};
