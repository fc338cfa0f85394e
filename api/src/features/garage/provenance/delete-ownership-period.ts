import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { PERIOD_NOT_FOUND } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/** The keeper or a co-keeper deletes an ownership period (docs/product.md#workshops-and-co-keepers). */
export const deleteOwnershipPeriodRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /ownership/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const period = await requireRowAccess(
        app.db,
        'ownership_periods',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        PERIOD_NOT_FOUND,
      );
      const deleted = await app.db
        .deleteFrom('ownership_periods')
        .where('id', '=', period.rowId)
        .where('user_id', '=', period.keeperId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(PERIOD_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
