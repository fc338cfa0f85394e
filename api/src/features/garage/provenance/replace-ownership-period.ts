import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { PERIOD_NOT_FOUND, ownershipColumns, ownershipPeriod } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * The keeper or a co-keeper rewrites one of the car's ownership periods as a whole
 * (docs/product.md#workshops-and-co-keepers); anyone not let in to the car is told it is not found.
 */
export const replaceOwnershipPeriodRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PUT /ownership/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const period = await requireRowAccess(
        app.db,
        'ownership_periods',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        PERIOD_NOT_FOUND,
      );
      const columns = await ownershipColumns(app.db, request.body);
      const updated = await app.db
        .updateTable('ownership_periods')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', period.rowId)
        .where('user_id', '=', period.keeperId)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound(PERIOD_NOT_FOUND);
      return { data: await ownershipPeriod(app.db, period.rowId) };
    },
  });
};
