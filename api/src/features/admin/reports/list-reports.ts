import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { decodeOffset, encodeOffset } from '../../community/registry/registry-query.js';
import { listReports } from './admin-report-query.js';

/** GET /admin/reports (admins): the reports queue, open ones oldest first. */
export const listReportsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/reports'),
    handler: async (request) => {
      const { status = 'open', cursor, limit = 25 } = request.query;
      const offset = decodeOffset(cursor);
      const { rows, more } = await listReports(app.db, { status, offset, limit });
      return { data: rows, page: { nextCursor: more ? encodeOffset(offset + limit) : null } };
    },
  });
};
