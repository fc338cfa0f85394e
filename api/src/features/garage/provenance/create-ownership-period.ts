import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { ownershipColumns, ownershipPeriod } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * The keeper or a co-keeper adds a keeper to a car's provenance; a workshop does not write who
 * kept the car (docs/product.md#workshops-and-co-keepers). The period is the keeper's row.
 */
export const createOwnershipPeriodRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/ownership'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const { id } = await app.db
        .insertInto('ownership_periods')
        .values({
          ...(await ownershipColumns(app.db, request.body)),
          user_id: vehicle.keeperId,
          vehicle_id: vehicle.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: await ownershipPeriod(app.db, id) });
    },
  });
};
