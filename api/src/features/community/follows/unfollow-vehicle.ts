import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, FollowState, IdParams, withErrors } from '@vg/contract';
import { requirePublicCar } from '../community-access.js';
import { unfollowVehicle, vehicleFollowState } from '../social-store.js';

/** DELETE /public/vehicles/:id/follow (a member): stop following; idempotent. */
export const unfollowVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/public/vehicles/:id/follow',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: 'Stop following a public car',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(FollowState) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const car = await requirePublicCar(app.db, request.params.id);
      await unfollowVehicle(app.db, user.id, car.id);
      return { data: await vehicleFollowState(app.db, car.id, false) };
    },
  );
};
