import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectValuations, toValuation, valuationColumns } from './valuation-store.js';

export const createValuationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/valuations'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      // The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers); it is the keeper's
      // valuation, and may point only at the keeper's papers of the car.
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const { keeperId } = vehicle;
      const { date, amount, kind } = request.body;
      const columns = await valuationColumns(app.db, keeperId, vehicle.id, request.body, null);
      const { id } = await app.db
        .insertInto('vehicle_valuations')
        .values({
          ...columns,
          valued_on: date,
          amount,
          kind,
          user_id: keeperId,
          vehicle_id: vehicle.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await selectValuations(app.db, keeperId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: toValuation(row) });
    },
  });
};
