import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, withErrors } from '../../../http/schemas.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { VehicleIdParams } from '../common/schemas.js';
import { findOwnedMaintenance } from './maintenance-record.js';
import { MaintenanceInput, MaintenanceRecord } from './maintenance-schemas.js';
import { saveMaintenance } from './maintenance-store.js';

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
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const id = await saveMaintenance(app.db, {
        userId: me.id,
        vehicle,
        input: request.body,
        recordId: null,
      });
      return reply.code(201).send({ data: await findOwnedMaintenance(app.db, me.id, id) });
    },
  );
};
