import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PageQuery } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** GET /vehicles/:vehicleId/{kind}: one vehicle's records, newest first. */
export const listVehicleRecordsRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `GET /vehicles/:vehicleId/${kind.path}`),
      onRequest: authenticate,
      handler: async (request) => {
        const me = currentUser(request);
        const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
        const { cursor, limit = 25 } = request.query as PageQuery;
        return kind.page(app.db, me.id, { vehicleId: vehicle.id }, cursor, limit);
      },
    });
  };
