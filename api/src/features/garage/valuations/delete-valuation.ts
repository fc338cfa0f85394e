import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { deleteOwnedRow } from '../common/owned.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { VALUATION_NOT_FOUND } from './valuation-store.js';

export const deleteValuationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /valuations/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      // The keeper's or a co-keeper's to delete (docs/product.md#workshops-and-co-keepers).
      const valuation = await requireRowAccess(
        app.db,
        'vehicle_valuations',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        VALUATION_NOT_FOUND,
      );
      await deleteOwnedRow(
        app.db,
        'vehicle_valuations',
        valuation.keeperId,
        valuation.rowId,
        VALUATION_NOT_FOUND,
      );
      return reply.code(204).send(null);
    },
  });
};
