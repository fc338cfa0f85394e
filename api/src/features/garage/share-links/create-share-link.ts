import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePublisher } from '../../../security/verified-publisher.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { DEFAULT_SCOPE, createShareLink, requireShareable } from './share-link-store.js';
import { fromTable } from '../../../http/route-table.js';

/** The owner creates a share link to an unlisted or public vehicle; the answer carries the token once. */
export const createShareLinkRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/share-links'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      requirePublisher(me);
      await requireShareable(app.db, vehicle.id);
      const link = await createShareLink(app.db, {
        userId: me.id,
        vehicleId: vehicle.id,
        label: request.body.label?.trim() || null,
        scope: { ...DEFAULT_SCOPE, ...request.body.scope },
      });
      return reply.code(201).send({ data: link });
    },
  });
};
