import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { searchGarage } from './search-garage.js';

/**
 * GET /search (docs/product.md#search): the caller's own garage only, every table held to their id;
 * a vehicle named is one of theirs or 404, as everywhere else.
 */
export const searchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /search'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const { q, vehicleId, limit = 20 } = request.query;
      if (vehicleId) await requireOwnedVehicle(app.db, me.id, vehicleId);
      const data = await searchGarage(app.db, { userId: me.id, q: q.trim(), vehicleId, limit });
      return { data, query: q };
    },
  });
};
