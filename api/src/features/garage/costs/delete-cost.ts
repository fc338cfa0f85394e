import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { COST_NOT_FOUND } from './cost-store.js';
import { syncRenewalReminder } from './renewal-reminder.js';

/**
 * The owner deletes a cost: its open renewal reminder goes with it, and the series' latest cost
 * left (if it recurs) has its renewal again (docs/product.md#costs-of-keeping).
 */
export const deleteCostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /costs/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        // Its open renewal is of a cost that is no more; a completed one stays in the car's history
        // (its link set null with the cost).
        await trx
          .deleteFrom('reminders')
          .where('cost_id', '=', request.params.id)
          .where('user_id', '=', me.id)
          .where('completed_at', 'is', null)
          .execute();
        const deleted = await trx
          .deleteFrom('vehicle_costs')
          .where('id', '=', request.params.id)
          .where('user_id', '=', me.id)
          .returning(['vehicle_id', 'kind'])
          .executeTakeFirst();
        if (!deleted) throw notFound(COST_NOT_FOUND);
        await syncRenewalReminder(trx, {
          userId: me.id,
          vehicleId: deleted.vehicle_id,
          kind: deleted.kind,
        });
      });
      return reply.code(204).send(null);
    },
  });
};
