import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, IdParams, withErrors } from '../../../http/schemas.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { findOwnedMaintenance } from './maintenance-record.js';
import { MaintenanceInput, MaintenanceRecord } from './maintenance-schemas.js';
import { saveMaintenance } from './maintenance-store.js';

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
      const existing = await findOwnedMaintenance(app.db, me.id, request.params.id);
      const vehicle = await requireOwnedVehicle(app.db, me.id, existing.vehicleId);
      await saveMaintenance(app.db, {
        userId: me.id,
        vehicle,
        input: request.body,
        recordId: existing.id,
      });
      return { data: await findOwnedMaintenance(app.db, me.id, existing.id) };
    },
  );
};
