import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isDatabaseReachable } from '../../db/database.js';
import { DataOf, Health, withErrors } from '@vg/contract';

/** The older combined check (process and database), kept for what already calls it. */
export const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database reachability',
        response: withErrors({ 200: DataOf(Health), 503: DataOf(Health) }),
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseReachable(app.db);
      return reply
        .code(up ? 200 : 503)
        .send({ data: { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' } });
    },
  );
};
