import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminReport, AdminReportsQuery, PageOf, withErrors } from '@vg/contract';
import { decodeOffset, encodeOffset } from '../../community/registry/registry-query.js';
import { listReports } from './admin-report-query.js';

/** GET /admin/reports (admins): the reports queue, open ones oldest first. */
export const listReportsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Reports of comments and cars: the queue (open, oldest first) with the reported member's history",
        security: [{ bearer: [] }],
        querystring: AdminReportsQuery,
        response: withErrors({ 200: PageOf(AdminReport) }),
      },
    },
    async (request) => {
      const { status = 'open', cursor, limit = 25 } = request.query;
      const offset = decodeOffset(cursor);
      const { rows, more } = await listReports(app.db, { status, offset, limit });
      return { data: rows, page: { nextCursor: more ? encodeOffset(offset + limit) : null } };
    },
  );
};
