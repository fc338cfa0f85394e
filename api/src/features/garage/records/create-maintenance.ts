import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, withErrors } from '../../../http/schemas.js';
import { VehicleIdParams } from '../common/schemas.js';
import { MaintenanceInput, MaintenanceRecord } from './maintenance-schemas.js';
import { saveMaintenance } from './save-maintenance.js';

export const createMaintenanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/vehicles/:vehicleId/maintenance',
    {
      onRequest: authenticate,
      schema: {
        tags: ['maintenance'],
        summary: 'Log maintenance work with its parts',
        description:
          "A reading lower than an earlier record's answers 422 on `odometer`; send `odometerConfirmed: true` to keep it. " +
          'With `reminderId`, the reminder is completed and, if recurring, the next one scheduled.',
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        body: MaintenanceInput,
        response: withErrors({ 201: DataOf(MaintenanceRecord) }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const record = await saveMaintenance(app.db, {
        userId: me.id,
        vehicleId: request.params.vehicleId,
        input: request.body,
        recordId: null,
      });
      return reply.code(201).send({ data: record });
    },
  );
};
