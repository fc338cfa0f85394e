import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { findReport } from './admin-report-query.js';

/** POST /admin/reports/:id/dismiss (admins): nothing to act on; the report leaves the queue. */
export const dismissReportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/reports/:id/dismiss'),
    handler: async (request) => {
      const admin = currentUser(request);
      await app.db
        .updateTable('content_reports')
        .set({ status: 'dismissed', resolved_by: admin.id, resolved_at: new Date() })
        .where('id', '=', request.params.id)
        .where('status', '=', 'open')
        .execute();
      const report = await findReport(app.db, request.params.id);
      if (!report) throw notFound('Report not found');
      return { data: report };
    },
  });
};
