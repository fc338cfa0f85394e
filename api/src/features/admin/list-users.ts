import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { DEFAULT_PAGE_SIZE, beforeCursor, toPage } from '../../http/pagination.js';
import { fromTable } from '../../http/route-table.js';
import { toAdminUser } from './admin-user.js';

/** `%` and `_` typed by an admin are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const listUsersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/users'),
    handler: async (request) => {
      const { query, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      let select = app.db.selectFrom('users').selectAll();
      const text = query?.trim();
      if (text) {
        const pattern = likePattern(text);
        select = select.where((eb) =>
          eb.or([
            eb('email', 'ilike', pattern),
            eb('username', 'ilike', pattern),
            eb(sql`coalesce(display_name, '')`, 'ilike', pattern),
          ]),
        );
      }
      if (cursor) select = select.where(beforeCursor(cursor));
      const rows = await select
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      return toPage(rows, limit, toAdminUser);
    },
  });
};
