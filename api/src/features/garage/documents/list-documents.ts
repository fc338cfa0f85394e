import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectDocuments, toDocument } from './document-query.js';

/** A car's papers are a keeper's whole archive of it; a thousand covers the longest-kept car. */
const MAX_DOCUMENTS_LISTED = 1000;

/** A car's papers, or one record's or keeper period's, to all who keep or work on it. */
export const listDocumentsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/documents'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'see');
      const { maintenanceRecordId, modificationId, ownershipPeriodId } = request.query;
      const rows = await selectDocuments(app.db)
        .where('vehicle_documents.vehicle_id', '=', vehicle.id)
        .where('vehicle_documents.user_id', '=', vehicle.keeperId)
        .$if(maintenanceRecordId !== undefined, (query) =>
          query.where('vehicle_documents.maintenance_record_id', '=', maintenanceRecordId!),
        )
        .$if(modificationId !== undefined, (query) =>
          query.where('vehicle_documents.modification_id', '=', modificationId!),
        )
        .$if(ownershipPeriodId !== undefined, (query) =>
          query.where('vehicle_documents.ownership_period_id', '=', ownershipPeriodId!),
        )
        .limit(MAX_DOCUMENTS_LISTED)
        .execute();
      return { data: rows.map((row) => toDocument(row, app.config.jwtSecret)) };
    },
  });
};
