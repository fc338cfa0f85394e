import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../../http/authenticate.js';
import { beforeCursor, encodeCursor } from '../../../http/pagination.js';
import { selectModerated, toModerated } from './moderation-store.js';
import { fromTable } from '../../../http/route-table.js';

/** Admins (role checked on the server) review photos by state; only approved ones are ever public. */
export const listModeratedPhotosRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/photos'),
    onRequest: requireAdmin,
    handler: async (request) => {
      const { status = 'pending', cursor, limit = 25 } = request.query;
      // Newest first by (created_at, id), the shared keyset order.
      const rows = await selectModerated(app.db)
        .clearOrderBy()
        .where('vehicle_photos.moderation_status', '=', status)
        .$if(Boolean(cursor), (query) =>
          query.where(
            beforeCursor(cursor as string, 'vehicle_photos.created_at', 'vehicle_photos.id'),
          ),
        )
        .orderBy('vehicle_photos.created_at', 'desc')
        .orderBy('vehicle_photos.id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map((row) => toModerated(row, app.config.jwtSecret)),
        page: {
          nextCursor:
            rows.length > limit && last
              ? encodeCursor({ createdAt: last.created_at, id: last.id })
              : null,
        },
      };
    },
  });
};
