import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { COST_NOT_FOUND, costColumns, selectCosts, toCost } from './cost-store.js';
import { syncRenewalReminder } from './renewal-reminder.js';

/**
 * The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers) corrects a cost; the
 * renewal reminder of its series (both, if its kind changed) follows.
 */
export const updateCostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /costs/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const { keeperId } = await requireRowAccess(
        app.db,
        'vehicle_costs',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        COST_NOT_FOUND,
      );
      const stored = await app.db
        .selectFrom('vehicle_costs')
        .select(['id', 'vehicle_id', 'kind', 'amount', 'currency'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', keeperId)
        .executeTakeFirst();
      if (!stored) throw notFound(COST_NOT_FOUND);
      const columns = costColumns(request.body, stored);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('vehicle_costs')
          .set({ ...columns, updated_at: new Date() })
          .where('id', '=', stored.id)
          .execute();
        for (const kind of new Set([stored.kind, columns.kind ?? stored.kind])) {
          await syncRenewalReminder(trx, { userId: keeperId, vehicleId: stored.vehicle_id, kind });
        }
      });
      const row = await selectCosts(app.db, keeperId)
        .where('vehicle_costs.id', '=', stored.id)
        .executeTakeFirstOrThrow();
      return { data: toCost(row) };
    },
  });
};
