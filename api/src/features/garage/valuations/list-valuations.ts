import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectValuations, toValuation } from './valuation-store.js';

const MAX_LISTED = 1000;

export const listValuationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/valuations'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // What a car is worth is its keeper's and co-keepers' business
      // (docs/product.md#workshops-and-co-keepers).
      const car = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'co-keep');
      const rows = await selectValuations(app.db, car.keeperId)
        .where('vehicle_id', '=', car.id)
        .orderBy('valued_on', 'desc')
        .orderBy('created_at', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return { data: rows.map(toValuation), page: { nextCursor: null } };
    },
  });
};
