import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageOf, ShowcaseItem, ShowcaseQuery, withErrors } from '@vg/contract';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { listShowcase } from './showcase-query.js';

/** The showcase anyone reads: featured public vehicles that have an approved cover. */
export const listShowcaseRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/showcase',
    {
      schema: {
        tags: ['showcase'],
        summary: 'Showcased public vehicles that have an approved cover photo, newest first',
        querystring: ShowcaseQuery,
        response: withErrors({ 200: PageOf(ShowcaseItem) }),
      },
    },
    async (request, reply) => {
      const { cursor = '', limit = '' } = request.query;
      return sendPublic(app, request, reply, `json:showcase:${limit}:${cursor}`, async () =>
        jsonAnswer(await listShowcase(app.db, app.config.jwtSecret, request.query, true)),
      );
    },
  );
};
