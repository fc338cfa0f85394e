import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PageQuery } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** GET /vehicles/:vehicleId/{kind}: one vehicle's records, newest first, to all who work on it. */
export const listVehicleRecordsRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `GET /vehicles/:vehicleId/${kind.path}`),
      onRequest: authenticate,
      handler: async (request) => {
        const me = currentUser(request);
        const car = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'see');
        const { cursor, limit = 25 } = request.query as PageQuery;
        return kind.page(app.db, car.keeperId, { vehicleId: car.id }, cursor, limit);
      },
    });
  };
