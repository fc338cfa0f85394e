import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { PageOf, withErrors } from '../../../http/schemas.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { Limit, VehicleIdParams } from '../common/schemas.js';
import { MaintenanceRecord, RecordFilters } from './maintenance-schemas.js';
import { maintenancePage } from './maintenance-page.js';

const PageQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 300 })),
  limit: Limit,
});

/** GET /maintenance (every vehicle, filtered) and GET /vehicles/:vehicleId/maintenance (one logbook). */
export const listMaintenanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/maintenance',
    {
      onRequest: authenticate,
      schema: {
        tags: ['maintenance'],
        summary: "Every maintenance record across the caller's vehicles, newest first",
        security: [{ bearer: [] }],
        querystring: Type.Composite([RecordFilters, PageQuery]),
        response: withErrors({ 200: PageOf(MaintenanceRecord) }),
      },
    },
    async (request) => {
      const { cursor, limit = 25, ...filters } = request.query;
      return maintenancePage(app.db, currentUser(request).id, filters, cursor, limit);
    },
  );

  app.get(
    '/vehicles/:vehicleId/maintenance',
    {
      onRequest: authenticate,
      schema: {
        tags: ['maintenance'],
        summary: "A vehicle's maintenance records, newest first",
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        querystring: PageQuery,
        response: withErrors({ 200: PageOf(MaintenanceRecord) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const { cursor, limit = 25 } = request.query;
      return maintenancePage(app.db, me.id, { vehicleId: vehicle.id }, cursor, limit);
    },
  );
};
