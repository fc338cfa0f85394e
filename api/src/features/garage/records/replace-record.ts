import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, IdParams, withErrors } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { carriesReading, scanVehicleAfterReading } from '../reminders/reminder-scan.js';
import type { RecordKind } from './record-kind.js';

/** PUT /{kind}/:id: replaces one of the caller's records; 404 whoever else owns it. */
export const replaceRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      `/${kind.path}/:id`,
      {
        onRequest: authenticate,
        schema: {
          tags: [kind.tag],
          summary: kind.summaries.replace,
          security: [{ bearer: [] }],
          params: IdParams,
          body: kind.schemas.input,
          response: withErrors({ 200: DataOf(kind.schemas.item) }),
        },
      },
      async (request) => {
        const record = await kind.replace(
          app.db,
          currentUser(request).id,
          request.params.id,
          request.body,
        );
        // A corrected reading may bring reminders due: checked now, not at the next scheduled scan.
        if (carriesReading(request.body))
          await scanVehicleAfterReading(app.db, (record as { vehicleId: string }).vehicleId);
        return { data: record };
      },
    );
  };
