import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { ownershipColumns, ownershipPeriod } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/** The owner adds a keeper to a vehicle's provenance. */
export const createOwnershipPeriodRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/ownership'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const { id } = await app.db
        .insertInto('ownership_periods')
        .values({
          ...(await ownershipColumns(app.db, request.body)),
          user_id: me.id,
          vehicle_id: vehicle.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: await ownershipPeriod(app.db, id) });
    },
  });
};
