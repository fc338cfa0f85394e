import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageOf, PageQuery, VehicleIdParams, withErrors } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import type { RecordKind } from './record-kind.js';

/** GET /vehicles/:vehicleId/{kind}: one vehicle's records, newest first. */
export const listVehicleRecordsRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `/vehicles/:vehicleId/${kind.path}`,
      {
        onRequest: authenticate,
        schema: {
          tags: [kind.tag],
          summary: kind.summaries.vehicleList,
          security: [{ bearer: [] }],
          params: VehicleIdParams,
          querystring: PageQuery,
          response: withErrors({ 200: PageOf(kind.schemas.item) }),
        },
      },
      async (request) => {
        const me = currentUser(request);
        const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
        const { cursor, limit = 25 } = request.query;
        return kind.page(app.db, me.id, { vehicleId: vehicle.id }, cursor, limit);
      },
    );
  };
