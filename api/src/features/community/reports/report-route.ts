import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/database.js';
import type { UserRow } from '../../../db/schema.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requirePublisher } from '../../../security/verified-publisher.js';
import { fromTable } from '../../../http/route-table.js';
import { fileReport, type ReportSubject } from './report-store.js';

/**
 * POST /comments/:id/report and /public/vehicles/:id/report (a member): each endpoint finds what is
 * reported and checks that this member may report it; from there a report is a report, so the
 * reporter's rate limit and the filing are written here once for both.
 */
export const reportRoute =
  (report: {
    key: 'POST /comments/:id/report' | 'POST /public/vehicles/:id/report';
    /** What is reported, or a 404/422 when the reporter may not report it. */
    findSubject: (db: Db, id: string, reporter: UserRow) => Promise<ReportSubject>;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...fromTable(app, report.key),
      onRequest: authenticate,
      handler: async (request) => {
        const reporter = currentUser(request);
        const subject = await report.findSubject(app.db, request.params.id, reporter);
        requirePublisher(reporter);
        await app.rateLimiters.reportsPerMember.consume(`report:${reporter.id}`);
        // Accounts are cheap to make: the address that sends them is counted too (T32).
        await app.rateLimiters.reportsPerAddress.consume(`report:${request.ip}`);
        const receipt = await fileReport(app.db, {
          reporterId: reporter.id,
          ...subject,
          ...request.body,
        });
        return { data: receipt };
      },
    });
  };
