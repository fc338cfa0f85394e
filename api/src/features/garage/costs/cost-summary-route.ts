import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { costSummary } from './cost-summary.js';

/**
 * GET /vehicles/:vehicleId/cost-summary: what a car cost to keep and what it was worth, as totals
 * and as the charts' series (docs/product.md#totals). Computed on each ask: it is not one of the
 * answers kept until the garage revision moves (ADR 0019). The keeper's and co-keepers' to read
 * (docs/product.md#workshops-and-co-keepers).
 */
export const costSummaryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/cost-summary'),
    onRequest: authenticate,
    handler: async (request) => {
      const { from, to } = request.query;
      if (from && to && from > to)
        throw unprocessable({ to: 'End the range on or after its start.' });
      const car = await requireVehicleAccess(
        app.db,
        currentUser(request).id,
        request.params.vehicleId,
        'co-keep',
      );
      const summary = await costSummary(app.db, car.keeperId, car.id, request.query);
      if (!summary) throw notFound(VEHICLE_NOT_FOUND);
      return { data: summary };
    },
  });
};
