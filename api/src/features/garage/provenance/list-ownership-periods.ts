import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { ownershipTimeline } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/** The owner reads a vehicle's keepers, oldest first. */
export const listOwnershipPeriodsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/ownership'),
    onRequest: authenticate,
    handler: async (request) => {
      const vehicle = await requireOwnedVehicle(
        app.db,
        currentUser(request).id,
        request.params.vehicleId,
      );
      return { data: await ownershipTimeline(app.db, vehicle.id), page: { nextCursor: null } };
    },
  });
};
