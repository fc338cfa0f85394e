import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectConditionReports, toConditionReport } from './condition-store.js';

const MAX_LISTED = 500;

export const listConditionReportsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/condition-reports'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // The keeper's and co-keepers' (docs/product.md#workshops-and-co-keepers).
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const rows = await selectConditionReports(app.db, vehicle.keeperId, vehicle.id)
        .limit(MAX_LISTED)
        .execute();
      return {
        data: rows.map((row) => toConditionReport(row, rows[0]?.id)),
        page: { nextCursor: null },
      };
    },
  });
};
