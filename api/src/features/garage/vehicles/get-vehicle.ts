import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
import { toOwnedVehicle } from './vehicle-mapper.js';
import { selectVehicles } from './vehicle-query.js';
import { sendKeptForOwner } from './owner-answers.js';

export const getVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:id'),
    onRequest: authenticate,
    handler: (request, reply) =>
      sendKeptForOwner(request, reply, `vehicle|${request.params.id}`, async () => {
        const me = currentUser(request);
        const row = await selectVehicles(app.db, 'owner')
          .where('vehicles.id', '=', request.params.id)
          .where('vehicles.user_id', '=', me.id)
          .executeTakeFirst();
        if (!row) throw notFound(VEHICLE_NOT_FOUND);
        return { data: toOwnedVehicle(row, app.config.jwtSecret) };
      }),
  });
};
