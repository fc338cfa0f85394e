import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { loadDashboard } from './dashboard-query.js';

/** GET /dashboard: the garage at a glance, in one round trip. */
export const dashboardRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /dashboard'),
    onRequest: authenticate,
    handler: async (request) => ({
      data: await loadDashboard(app.db, currentUser(request).id, app.config.jwtSecret),
    }),
  });
};
