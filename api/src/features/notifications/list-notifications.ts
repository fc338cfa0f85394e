import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentUser } from '../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, beforeCursor, toPage } from '../../http/pagination.js';
import { unprocessable } from '../../http/errors.js';
import { type NotificationKind } from '@vg/contract';
import { isNotificationKind } from './notification-settings-store.js';
import { toNotification } from './notification-mapper.js';

export const listNotificationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /notifications/'),
    handler: async (request) => {
      const me = currentUser(request);
      const { cursor, kind } = request.query;
      const kinds = (kind ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      const unknown = kinds.find((value) => !isNotificationKind(value));
      if (unknown) throw unprocessable({ kind: `Unknown kind “${unknown}”.` });
      let query = app.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DEFAULT_PAGE_SIZE + 1);
      if (cursor) query = query.where(beforeCursor(cursor));
      if (kinds.length > 0) query = query.where('kind', 'in', kinds as NotificationKind[]);
      return toPage(await query.execute(), DEFAULT_PAGE_SIZE, toNotification);
    },
  });
};
