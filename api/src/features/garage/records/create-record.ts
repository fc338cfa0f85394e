import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, VehicleIdParams, withErrors } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { carriesReading, scanVehicleAfterReading } from '../reminders/reminder-scan.js';
import type { RecordKind } from './record-kind.js';

/** POST /vehicles/:vehicleId/{kind}: a new record on one of the caller's vehicles. */
export const createRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `/vehicles/:vehicleId/${kind.path}`,
      {
        onRequest: authenticate,
        schema: {
          tags: [kind.tag],
          summary: kind.summaries.create,
          ...(kind.createDescription ? { description: kind.createDescription } : {}),
          security: [{ bearer: [] }],
          params: VehicleIdParams,
          body: kind.schemas.input,
          response: withErrors({ 201: DataOf(kind.schemas.item) }),
        },
      },
      async (request, reply) => {
        const me = currentUser(request);
        const record = await kind.create(app.db, me.id, request.params.vehicleId, request.body);
        // A new reading may bring reminders due: checked now, not at the next scheduled scan.
        if (carriesReading(request.body))
          await scanVehicleAfterReading(app.db, request.params.vehicleId);
        return reply.code(201).send({ data: record });
      },
    );
  };
