import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../../http/authenticate.js';
import { listShowcase } from './showcase-query.js';
import { fromTable } from '../../../http/route-table.js';

/** The admins' view of the showcase: every entry, also those no public card shows yet. */
export const listAdminShowcaseRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/showcase'),
    onRequest: requireAdmin,
    handler: async (request) => listShowcase(app.db, app.config.jwtSecret, request.query, false),
  });
};
