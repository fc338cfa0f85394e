import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { COST_NOT_FOUND } from './cost-store.js';
import { syncRenewalReminder } from './renewal-reminder.js';

/**
 * The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers) deletes a cost: its open
 * renewal reminder goes with it, and the series' latest cost left (if it recurs) has its renewal
 * again (docs/product.md#costs-of-keeping).
 */
export const deleteCostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /costs/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const { keeperId } = await requireRowAccess(
        app.db,
        'vehicle_costs',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        COST_NOT_FOUND,
      );
      await app.db.transaction().execute(async (trx) => {
        // Its open renewal is of a cost that is no more; a completed one stays in the car's history
        // (its link set null with the cost).
        await trx
          .deleteFrom('reminders')
          .where('cost_id', '=', request.params.id)
          .where('user_id', '=', keeperId)
          .where('completed_at', 'is', null)
          .execute();
        const deleted = await trx
          .deleteFrom('vehicle_costs')
          .where('id', '=', request.params.id)
          .where('user_id', '=', keeperId)
          .returning(['vehicle_id', 'kind'])
          .executeTakeFirst();
        if (!deleted) throw notFound(COST_NOT_FOUND);
        await syncRenewalReminder(trx, {
          userId: keeperId,
          vehicleId: deleted.vehicle_id,
          kind: deleted.kind,
        });
      });
      return reply.code(204).send(null);
    },
  });
};
