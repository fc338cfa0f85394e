import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { deleteOwnedRow } from '../common/owned.js';
import { FUEL_NOT_FOUND } from './fuel-store.js';

export const deleteFuelRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /fuel/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      await deleteOwnedRow(app.db, 'fuel_fills', me.id, request.params.id, FUEL_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
