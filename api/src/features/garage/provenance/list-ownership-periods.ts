import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { OwnershipPeriod, PageOf, VehicleIdParams, withErrors } from '@vg/contract';
import { requireOwnedVehicle } from '../common/owned.js';
import { ownershipTimeline } from './ownership-store.js';

/** The owner reads a vehicle's keepers, oldest first. */
export const listOwnershipPeriodsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/vehicles/:vehicleId/ownership',
    {
      onRequest: authenticate,
      schema: {
        tags: ['provenance'],
        summary: "A vehicle's ownership periods, oldest first",
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        response: withErrors({ 200: PageOf(OwnershipPeriod) }),
      },
    },
    async (request) => {
      const vehicle = await requireOwnedVehicle(
        app.db,
        currentUser(request).id,
        request.params.vehicleId,
      );
      return { data: await ownershipTimeline(app.db, vehicle.id), page: { nextCursor: null } };
    },
  );
};
