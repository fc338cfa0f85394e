import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { isDatabaseReachable } from '../../db/database.js';
import { DataOf, withErrors } from '../../http/schemas.js';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
