import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { DataOf, IdParams, withErrors } from '../../../http/schemas.js';
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
      const existing = await app.db
        .selectFrom('maintenance_records')
        .select(['id', 'vehicle_id'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id)
        .executeTakeFirst();
      if (!existing) throw notFound(RECORD_NOT_FOUND);
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
