import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { loadDashboard } from '../garage/dashboard/dashboard-query.js';
import { dashboardPage } from './dashboard-page.js';
import { sendMemberPage } from './send-member-page.js';

/** /dashboard as HTML for the member whose session cookie it is (docs/adr/0020). */
export const dashboardPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/dashboard'),
    handler: (request, reply) =>
      sendMemberPage(app, request, reply, async (member) =>
        dashboardPage(
          {
            id: member.id,
            name: member.display_name ?? member.username,
            memberSince: member.created_at,
          },
          await loadDashboard(app.db, member.id, app.config.jwtSecret),
        ),
      ),
  });
};
