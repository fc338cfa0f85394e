import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdentifierKeyParams, PageOf, PublicVehicle, withErrors } from '@vg/contract';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { findPublicVehicles } from './public-vehicle-loaders.js';

/** Readable without signing in: the public vehicles whose identifier matches the one given. */
export const findPublicVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/vehicles/by-identifier/:key',
    {
      schema: {
        tags: ['public'],
        summary:
          'Public vehicles whose normalised identifier matches (several makers reuse numbers)',
        params: IdentifierKeyParams,
        response: withErrors({ 200: PageOf(PublicVehicle) }),
      },
    },
    async (request, reply) =>
      sendPublic(app, request, reply, `json:by-identifier:${request.params.key}`, async () =>
        jsonAnswer({
          data: await findPublicVehicles(app.db, request.params.key, app.config.jwtSecret),
          page: { nextCursor: null },
        }),
      ),
  );
};
