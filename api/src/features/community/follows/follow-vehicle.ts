import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { DataOf, FollowState, IdParams, withErrors } from '@vg/contract';
import { requirePublicCar } from '../community-access.js';
import { notifyVehicleFollowed } from '../community-notifications.js';
import { followVehicle, vehicleFollowState } from '../social-store.js';

/** PUT /public/vehicles/:id/follow (a member, not the keeper): its records and photos join my Following feed. */
export const followVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/public/vehicles/:id/follow',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary:
          'Follow a public car: its new records, photos and showcase picks join my Following feed',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(FollowState) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const car = await requirePublicCar(app.db, request.params.id);
      if (car.user_id === user.id)
        throw unprocessable({ id: 'This is your own car: it is in your garage already.' });
      if (await followVehicle(app.db, user.id, car.id))
        await notifyVehicleFollowed(app.db, request.log, user, car);
      return { data: await vehicleFollowState(app.db, car.id, true) };
    },
  );
};
