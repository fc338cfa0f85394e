import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticateOptional } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import { requirePublicCar } from '../community-access.js';
import { vehicleCommunity } from '../social-store.js';

/**
 * GET /public/vehicles/:id/community (anyone): followers, admires and comments of a public car, and
 * the caller's own follow and admire. Separate from the page's answer, which is the same for
 * every reader and so can be cached; this one depends on who asks.
 */
export const vehicleCommunityRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /public/vehicles/:id/community'),
    onRequest: authenticateOptional,
    handler: async (request) => {
      const car = await requirePublicCar(app.db, request.params.id);
      return { data: await vehicleCommunity(app.db, car, request.auth?.user.id ?? null) };
    },
  });
};
