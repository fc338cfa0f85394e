import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { notFound } from '../../../http/errors.js';
import { selectAdminVehicles, toAdminVehicle } from './admin-vehicle-query.js';

/**
 * GET /admin/vehicles/:vehicleId: what a car's public page shows an administrator beside it
 * (whether it is featured and with which blurb, who keeps it and whether they can be suspended).
 * Only a public car has such a page: admins may not read private cars (docs/security.md, Actors),
 * and what moderation needs of one made private since (a report) comes with the reports queue. So
 * a car that is not public is not found, as an unknown one, its keeper and blurb never answered.
 */
export const getVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/vehicles/:vehicleId'),
    handler: async (request) => {
      const row = await selectAdminVehicles(app.db)
        .where('v.id', '=', request.params.vehicleId)
        .where('v.visibility', '=', 'public')
        .executeTakeFirst();
      if (!row) throw notFound('Vehicle not found');
      return { data: toAdminVehicle(row, app.config.jwtSecret) };
    },
  });
};
