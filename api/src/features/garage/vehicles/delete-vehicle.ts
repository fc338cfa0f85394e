import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';

export const deleteVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /vehicles/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      // Everything below the vehicle goes with it through `on delete cascade`.
      const deleted = await app.db
        .deleteFrom('vehicles')
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) {
        // Only its keeper deletes a car: one let in to it is told so, anyone else finds no car.
        await requireVehicleAccess(app.db, me.id, request.params.id, 'keep');
        throw notFound(VEHICLE_NOT_FOUND);
      }
      return reply.code(204).send(null);
    },
  });
};
