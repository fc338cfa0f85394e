import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { toShareLink } from './share-link-store.js';
import { fromTable } from '../../../http/route-table.js';

const MAX_LINKS_LISTED = 100;

/**
 * A car's share links, to its keeper and co-keepers (docs/product.md#workshops-and-co-keepers):
 * who may see the car from outside is theirs to choose. Their tokens showed once, at creation.
 */
export const listShareLinksRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/share-links'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const rows = await app.db
        .selectFrom('share_links')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .where('user_id', '=', vehicle.keeperId)
        .orderBy('created_at', 'desc')
        .limit(MAX_LINKS_LISTED)
        .execute();
      return { data: rows.map(toShareLink), page: { nextCursor: null } };
    },
  });
};
