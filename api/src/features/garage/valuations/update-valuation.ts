import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import {
  VALUATION_NOT_FOUND,
  selectValuations,
  toValuation,
  valuationColumns,
} from './valuation-store.js';

export const updateValuationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /valuations/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      // The keeper's or a co-keeper's to correct (docs/product.md#workshops-and-co-keepers).
      const { keeperId } = await requireRowAccess(
        app.db,
        'vehicle_valuations',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        VALUATION_NOT_FOUND,
      );
      const stored = await app.db
        .selectFrom('vehicle_valuations')
        .select(['id', 'vehicle_id', 'amount', 'currency'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', keeperId)
        .executeTakeFirst();
      if (!stored) throw notFound(VALUATION_NOT_FOUND);
      const columns = await valuationColumns(
        app.db,
        keeperId,
        stored.vehicle_id,
        request.body,
        stored,
      );
      await app.db
        .updateTable('vehicle_valuations')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', stored.id)
        .execute();
      const row = await selectValuations(app.db, keeperId)
        .where('id', '=', stored.id)
        .executeTakeFirstOrThrow();
      return { data: toValuation(row) };
    },
  });
};
