import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectLiveCollaborations, toCollaborator } from './collaborator-store.js';

/** Who may work on the car: its keeper and co-keepers see them, invited or with access. */
export const listCollaboratorsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/collaborators'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const car = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'co-keep');
      const rows = await selectLiveCollaborations(app.db)
        .where('c.vehicle_id', '=', car.id)
        .execute();
      return { data: rows.map(toCollaborator) };
    },
  });
};
