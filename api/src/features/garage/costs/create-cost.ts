import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { costColumns, selectCosts, toCost } from './cost-store.js';
import { syncRenewalReminder } from './renewal-reminder.js';

/**
 * The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers) enters a cost of keeping,
 * in the keeper's garage; a recurring one keeps its series' renewal reminder.
 */
export const createCostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/costs'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const { keeperId } = vehicle;
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
            user_id: keeperId,
            vehicle_id: vehicle.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await syncRenewalReminder(trx, { userId: keeperId, vehicleId: vehicle.id, kind });
        return row.id;
      });
      const row = await selectCosts(app.db, keeperId)
        .where('vehicle_costs.id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: toCost(row) });
    },
  });
};
