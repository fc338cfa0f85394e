import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { isDatabaseReachable } from '../../db/database.js';

/** The older combined check (process and database), kept for what already calls it. */
export const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /health'),
    handler: async (_request, reply) => {
      const up = await isDatabaseReachable(app.db);
      return reply
        .code(up ? 200 : 503)
        .send({ data: { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' } });
    },
  });
};
