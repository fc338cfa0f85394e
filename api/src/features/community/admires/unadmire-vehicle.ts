import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { AdmireState, DataOf, IdParams, withErrors } from '@vg/contract';
import { requirePublicCar } from '../community-access.js';
import { admireState, unadmire } from '../social-store.js';

/** DELETE /public/vehicles/:id/admire (a member): take my admire back; idempotent. */
export const unadmireVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/public/vehicles/:id/admire',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: 'Take back my admire of a public car',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(AdmireState) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const car = await requirePublicCar(app.db, request.params.id);
      await unadmire(app.db, user.id, car.id);
      return { data: await admireState(app.db, car.id, false) };
    },
  );
};
