import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePublisher } from '../../../security/verified-publisher.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { DEFAULT_SCOPE, createShareLink, requireShareable } from './share-link-store.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers) creates a share link to an
 * unlisted or public car; the answer carries the token once. The link is the keeper's row (it ends
 * when the car changes hands); the one who makes others see the car must be able to publish.
 */
export const createShareLinkRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/share-links'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      requirePublisher(me);
      await requireShareable(app.db, vehicle.id);
      const link = await createShareLink(app.db, {
        userId: vehicle.keeperId,
        vehicleId: vehicle.id,
        label: request.body.label?.trim() || null,
        scope: { ...DEFAULT_SCOPE, ...request.body.scope },
      });
      return reply.code(201).send({ data: link });
    },
  });
};
