import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { costColumns, selectCosts, toCost } from './cost-store.js';
import { syncRenewalReminder } from './renewal-reminder.js';

/** The owner enters a cost of keeping; a recurring one keeps its series' renewal reminder. */
export const createCostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/costs'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const { kind, date, amount } = request.body;
      const columns = costColumns(request.body, null);
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('vehicle_costs')
          .values({
            ...columns,
            kind,
            cost_date: date,
            amount,
            user_id: me.id,
            vehicle_id: vehicle.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await syncRenewalReminder(trx, { userId: me.id, vehicleId: vehicle.id, kind });
        return row.id;
      });
      const row = await selectCosts(app.db, me.id)
        .where('vehicle_costs.id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: toCost(row) });
    },
  });
};
