import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { selectConditionReports, toConditionReport } from './condition-store.js';

const MAX_LISTED = 500;

export const listConditionReportsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/condition-reports'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await selectConditionReports(app.db, me.id, vehicle.id)
        .limit(MAX_LISTED)
        .execute();
      return {
        data: rows.map((row) => toConditionReport(row, rows[0]?.id)),
        page: { nextCursor: null },
      };
    },
  });
};
