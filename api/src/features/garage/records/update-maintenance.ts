import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, IdParams, withErrors } from '../../../http/schemas.js';
import { requireOwnedRow } from '../common/owned.js';
import { RECORD_NOT_FOUND } from './maintenance-record.js';
import { MaintenanceInput, MaintenanceRecord } from './maintenance-schemas.js';
import { saveMaintenance } from './save-maintenance.js';

export const updateMaintenanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/maintenance/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['maintenance'],
        summary: 'Replace a maintenance record and its parts',
        security: [{ bearer: [] }],
        params: IdParams,
        body: MaintenanceInput,
        response: withErrors({ 200: DataOf(MaintenanceRecord) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const existing = await requireOwnedRow(
        app.db,
        'maintenance_records',
        me.id,
        request.params.id,
        RECORD_NOT_FOUND,
      );
      const record = await saveMaintenance(app.db, {
        userId: me.id,
        vehicleId: existing.vehicle_id,
        input: request.body,
        recordId: existing.id,
      });
      return { data: record };
    },
  );
};
