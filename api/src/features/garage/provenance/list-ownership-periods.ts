import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { ownershipTimeline } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * A car's keepers, oldest first, to all who keep or work on it: its provenance is part of the
 * history a workshop sees (docs/product.md#workshops-and-co-keepers).
 */
export const listOwnershipPeriodsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/ownership'),
    onRequest: authenticate,
    handler: async (request) => {
      const vehicle = await requireVehicleAccess(
        app.db,
        currentUser(request).id,
        request.params.vehicleId,
        'see',
      );
      return { data: await ownershipTimeline(app.db, vehicle.id), page: { nextCursor: null } };
    },
  });
};
