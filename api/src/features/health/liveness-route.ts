import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';

/** Liveness: is the process answering at all (restart it if not); nothing else is checked. */
export const livenessRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /health/live'),
    handler: async () => ({ data: { live: true as const } }),
  });
};
