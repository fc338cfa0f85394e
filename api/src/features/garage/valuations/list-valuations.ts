import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { selectValuations, toValuation } from './valuation-store.js';

const MAX_LISTED = 1000;

export const listValuationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/valuations'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await selectValuations(app.db, me.id)
        .where('vehicle_id', '=', request.params.vehicleId)
        .orderBy('valued_on', 'desc')
        .orderBy('created_at', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return { data: rows.map(toValuation), page: { nextCursor: null } };
    },
  });
};
