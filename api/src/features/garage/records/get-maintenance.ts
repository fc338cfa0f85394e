import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, IdParams, withErrors } from '../../../http/schemas.js';
import { findOwnedMaintenance } from './maintenance-record.js';
import { MaintenanceRecord } from './maintenance-schemas.js';

export const getMaintenanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/maintenance/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['maintenance'],
        summary: 'One maintenance record with its parts',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(MaintenanceRecord) }),
      },
    },
    async (request) => ({
      data: await findOwnedMaintenance(app.db, currentUser(request).id, request.params.id),
    }),
  );
};
