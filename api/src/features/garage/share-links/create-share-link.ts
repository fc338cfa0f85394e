import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePublisher } from '../../../security/verified-publisher.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, NewShareLink, ShareLinkInput, VehicleIdParams, withErrors } from '@vg/contract';
import { requireOwnedVehicle } from '../common/owned.js';
import { DEFAULT_SCOPE, createShareLink, requireShareable } from './share-link-store.js';

/** The owner creates a share link to an unlisted or public vehicle; the answer carries the token once. */
export const createShareLinkRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/vehicles/:vehicleId/share-links',
    {
      onRequest: authenticate,
      schema: {
        tags: ['share links'],
        summary: 'Create a share link; the answer carries its token, once',
        description:
          'The vehicle must be unlisted or public. Costs stay hidden unless `scope.costs` is true.',
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        body: ShareLinkInput,
        response: withErrors({ 201: DataOf(NewShareLink) }),
      },
    },
    async (request, reply) => {
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
  );
};
