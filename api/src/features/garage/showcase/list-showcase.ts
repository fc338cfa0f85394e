import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { listShowcase } from './showcase-query.js';
import { fromTable } from '../../../http/route-table.js';

/** The showcase anyone reads: featured public vehicles that have an approved cover. */
export const listShowcaseRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /showcase'),
    handler: async (request, reply) => {
      const { cursor = '', limit = '' } = request.query;
      return sendPublic(app, request, reply, `json:showcase:${limit}:${cursor}`, async () =>
        jsonAnswer(await listShowcase(app.db, app.config.jwtSecret, request.query, true)),
      );
    },
  });
};
