import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { handOverByCode, toHandOver, visibleTo } from './hand-over-store.js';

/** What a code offers, for its seller and for the member who holds it (the buyer, before accepting). */
export const getHandOverRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /hand-overs/:code'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const row = visibleTo(await handOverByCode(app.db, request.params.code), me.id);
      return { data: await toHandOver(app.db, row, me.id) };
    },
  });
};
