import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectCosts, toCost } from './cost-store.js';

/** Twenty years of monthly storage and every yearly bill fit in one answer. */
const MAX_LISTED = 1000;

export const listCostsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/costs'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // What a car costs is its keeper's and co-keepers' business, not a workshop's
      // (docs/product.md#workshops-and-co-keepers).
      const car = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'co-keep');
      const rows = await selectCosts(app.db, car.keeperId)
        .where('vehicle_costs.vehicle_id', '=', car.id)
        .orderBy('vehicle_costs.cost_date', 'desc')
        .orderBy('vehicle_costs.created_at', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return { data: rows.map(toCost), page: { nextCursor: null } };
    },
  });
};
