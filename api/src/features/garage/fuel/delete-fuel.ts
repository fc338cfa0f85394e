import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { deleteOwnedRow } from '../common/owned.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { FUEL_NOT_FOUND } from './fuel-store.js';

export const deleteFuelRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /fuel/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      // The keeper's or a co-keeper's to delete (docs/product.md#workshops-and-co-keepers).
      const fill = await requireRowAccess(
        app.db,
        'fuel_fills',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        FUEL_NOT_FOUND,
      );
      await deleteOwnedRow(app.db, 'fuel_fills', fill.keeperId, fill.rowId, FUEL_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
