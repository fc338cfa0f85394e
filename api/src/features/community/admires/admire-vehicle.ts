import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { AdmireState, DataOf, IdParams, withErrors } from '@vg/contract';
import { requirePublicCar } from '../community-access.js';
import { notifyAdmired } from '../community-notifications.js';
import { admire, admireState } from '../social-store.js';

/** PUT /public/vehicles/:id/admire (a member, not the keeper): one admire per member per car. */
export const admireVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/public/vehicles/:id/admire',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: 'Admire a public car (once per member; admiring again changes nothing)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(AdmireState) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const car = await requirePublicCar(app.db, request.params.id);
      if (car.user_id === user.id) throw unprocessable({ id: 'You cannot admire your own car.' });
      if (await admire(app.db, user.id, car.id))
        await notifyAdmired(app.db, request.log, user, car);
      return { data: await admireState(app.db, car.id, true) };
    },
  );
};
