import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdentifierKeyParams, PageOf, PublicVehicle, withErrors } from '@vg/contract';
import { normaliseIdentifier } from '@vg/contract/rules';
import { toPublicVehicle } from '../vehicles/vehicle-mapper.js';
import { selectVehicles } from '../vehicles/vehicle-query.js';

const MAX_MATCHES = 20;

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
    async (request) => {
      const key = normaliseIdentifier(request.params.key);
      const rows = key
        ? await selectVehicles(app.db, 'public')
            .where('vehicles.identifier_key', '=', key)
            .where('vehicles.visibility', '=', 'public')
            .orderBy('vehicles.model_year')
            .orderBy('vehicles.id')
            .limit(MAX_MATCHES)
            .execute()
        : [];
      return {
        data: rows.map((row) => toPublicVehicle(row, app.config.jwtSecret)),
        page: { nextCursor: null },
      };
    },
  );
};
