import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
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
      const me = currentUser(request);
      const stored = await app.db
        .selectFrom('vehicle_valuations')
        .select(['id', 'vehicle_id', 'amount', 'currency'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id) // another member's valuation is "not found", not 403
        .executeTakeFirst();
      if (!stored) throw notFound(VALUATION_NOT_FOUND);
      const columns = await valuationColumns(
        app.db,
        me.id,
        stored.vehicle_id,
        request.body,
        stored,
      );
      await app.db
        .updateTable('vehicle_valuations')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', stored.id)
        .execute();
      const row = await selectValuations(app.db, me.id)
        .where('id', '=', stored.id)
        .executeTakeFirstOrThrow();
      return { data: toValuation(row) };
    },
  });
};
