import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors.js';
import { DataOf, IdParams, PublicVehicleView, withErrors } from '@vg/contract';
import { selectVehicles } from '../vehicles/vehicle-query.js';
import { PUBLIC_PAGE_SCOPE, publicVehicleView } from './public-view.js';

const PUBLIC_VEHICLE_NOT_FOUND = 'No public vehicle here';

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
    async (request) => {
      const row = await selectVehicles(app.db, 'public')
        .where('vehicles.id', '=', request.params.id)
        .where('vehicles.visibility', '=', 'public')
        .executeTakeFirst();
      if (!row) throw notFound(PUBLIC_VEHICLE_NOT_FOUND);
      return {
        data: await publicVehicleView(app.db, row, PUBLIC_PAGE_SCOPE, app.config.jwtSecret),
      };
    },
  );
};
