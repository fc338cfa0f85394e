import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { toDossier } from './dossier-store.js';
import { fromTable } from '../../../http/route-table.js';

const MAX_LISTED = 100;

/** The dossiers the keeper made of a car, newest first, withdrawn ones included. */
export const listDossiersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/dossiers'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await app.db
        .selectFrom('dossiers')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .where('user_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return { data: rows.map(toDossier), page: { nextCursor: null } };
    },
  });
};
