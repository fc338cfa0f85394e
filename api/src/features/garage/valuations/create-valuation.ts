import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { selectValuations, toValuation, valuationColumns } from './valuation-store.js';

export const createValuationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/valuations'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const { date, amount, kind } = request.body;
      const columns = await valuationColumns(app.db, me.id, vehicle.id, request.body, null);
      const { id } = await app.db
        .insertInto('vehicle_valuations')
        .values({
          ...columns,
          valued_on: date,
          amount,
          kind,
          user_id: me.id,
          vehicle_id: vehicle.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await selectValuations(app.db, me.id)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: toValuation(row) });
    },
  });
};
