import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { deleteOwnedRow } from '../common/owned.js';
import { VALUATION_NOT_FOUND } from './valuation-store.js';

export const deleteValuationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /valuations/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      await deleteOwnedRow(
        app.db,
        'vehicle_valuations',
        me.id,
        request.params.id,
        VALUATION_NOT_FOUND,
      );
      return reply.code(204).send(null);
    },
  });
};
