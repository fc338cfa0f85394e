import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import type { FastifyInstance } from 'fastify';
import type { OwnedVehicle } from '@vg/contract';
import { HttpError, notFound } from '../../../http/errors.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
import { toOwnedVehicle } from './vehicle-mapper.js';
import { selectVehicles } from './vehicle-query.js';
import { sendKeptForOwner } from './owner-answers.js';

export const getVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      try {
        await sendKeptForOwner(request, reply, `vehicle|${request.params.id}`, async () => {
          const row = await selectVehicles(app.db, 'owner')
            .where('vehicles.id', '=', request.params.id)
            .where('vehicles.user_id', '=', me.id)
            .executeTakeFirst();
          if (!row) throw notFound(VEHICLE_NOT_FOUND);
          return { data: toOwnedVehicle(row, app.config.jwtSecret) };
        });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        // Not the caller's: one let in to it reads it fresh, never kept, since what they see
        // moves with the keeper's garage, not theirs.
        return { data: await vehicleForCollaborator(app, me.id, request.params.id) };
      }
    },
  });
};

async function vehicleForCollaborator(
  app: FastifyInstance,
  memberId: string,
  vehicleId: string,
): Promise<OwnedVehicle> {
  const access = await requireVehicleAccess(app.db, memberId, vehicleId, 'see');
  const row = await selectVehicles(app.db, 'owner')
    .where('vehicles.id', '=', access.id)
    .executeTakeFirstOrThrow();
  const vehicle = { ...toOwnedVehicle(row, app.config.jwtSecret), access: access.role };
  if (access.role !== 'workshop') return vehicle;
  return {
    ...vehicle,
    purchasePrice: null,
    purchaseCurrency: null,
    salePrice: null,
    saleCurrency: null,
  };
}
