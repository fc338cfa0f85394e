import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { toShareLink } from './share-link-store.js';
import { fromTable } from '../../../http/route-table.js';

const MAX_LINKS_LISTED = 100;

/** The owner's share links of a vehicle; their tokens showed once, at creation. */
export const listShareLinksRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/share-links'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await app.db
        .selectFrom('share_links')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .where('user_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .limit(MAX_LINKS_LISTED)
        .execute();
      return { data: rows.map(toShareLink), page: { nextCursor: null } };
    },
  });
};
