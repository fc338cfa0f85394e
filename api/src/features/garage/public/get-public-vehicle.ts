import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { loadPublicVehicle } from './public-vehicle-loaders.js';
import { fromTable } from '../../../http/route-table.js';

export const PUBLIC_VEHICLE_NOT_FOUND = 'No public vehicle here';

/** Readable without signing in: a public vehicle's page, by id. */
export const getPublicVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /public/vehicles/:id'),
    handler: async (request, reply) =>
      sendPublic(app, request, reply, `json:vehicle:${request.params.id}`, async () => {
        const loaded = await loadPublicVehicle(app.db, request.params.id, app.config.jwtSecret);
        return loaded
          ? jsonAnswer({ data: loaded.view })
          : jsonAnswer({ error: { message: PUBLIC_VEHICLE_NOT_FOUND } }, 404);
      }),
  });
};
