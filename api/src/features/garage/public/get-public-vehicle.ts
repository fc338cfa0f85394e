import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, IdParams, PublicVehicleView, withErrors } from '@vg/contract';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { loadPublicVehicle } from './public-vehicle-loaders.js';

export const PUBLIC_VEHICLE_NOT_FOUND = 'No public vehicle here';

/** Readable without signing in: a public vehicle's page, by id. */
export const getPublicVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/vehicles/:id',
    {
      schema: {
        tags: ['public'],
        summary:
          'A public vehicle with its approved photos, history (without costs) and provenance',
        params: IdParams,
        response: withErrors({ 200: DataOf(PublicVehicleView) }),
      },
    },
    async (request, reply) =>
      sendPublic(app, request, reply, `json:vehicle:${request.params.id}`, async () => {
        const loaded = await loadPublicVehicle(app.db, request.params.id, app.config.jwtSecret);
        return loaded
          ? jsonAnswer({ data: loaded.view })
          : jsonAnswer({ error: { message: PUBLIC_VEHICLE_NOT_FOUND } }, 404);
      }),
  );
};
