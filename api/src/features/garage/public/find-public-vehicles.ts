import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { findPublicVehicles } from './public-vehicle-loaders.js';
import { fromTable } from '../../../http/route-table.js';

/** Readable without signing in: the public vehicles whose identifier matches the one given. */
export const findPublicVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /public/vehicles/by-identifier/:key'),
    handler: async (request, reply) =>
      sendPublic(app, request, reply, `json:by-identifier:${request.params.key}`, async () =>
        jsonAnswer({
          data: await findPublicVehicles(app.db, request.params.key, app.config.jwtSecret),
          page: { nextCursor: null },
        }),
      ),
  });
};
