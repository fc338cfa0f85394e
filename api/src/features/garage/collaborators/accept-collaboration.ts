import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { notify } from '../../notifications/notify.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import {
  COLLABORATION_NOT_FOUND,
  liveCollaboration,
  toCollaboration,
} from './collaborator-store.js';
import { asRole } from './collaborator-words.js';

/**
 * The invited member accepts: the car is under Cars I work on. A workshop may give the business
 * name the car's history shows others beside its entries (never a person's name or username).
 * Anyone else is told there is no such invitation.
 */
export const acceptCollaborationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /collaborations/:id/accept'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const row = await liveCollaboration(app.db, request.params.id);
      if (row.member_id !== me.id) throw notFound(COLLABORATION_NOT_FOUND);
      if (row.accepted_at) return { data: toCollaboration(row) };
      const businessName =
        row.role === 'workshop' ? request.body.businessName?.trim() || null : null;
      await app.db
        .updateTable('vehicle_collaborators')
        .set({ accepted_at: new Date(), business_name: businessName })
        .where('id', '=', row.id)
        .execute();
      await notify(app.db, row.keeper_id, {
        kind: 'vehicle-access',
        title: `${me.username} now works on your ${vehicleTitle(row)} ${asRole(row.role)}`,
        body: 'You can revoke their access on the car’s page at any time.',
        link: `/vehicles/${row.vehicle_id}`,
        target: { kind: 'vehicle', id: row.vehicle_id },
      });
      return { data: toCollaboration(await liveCollaboration(app.db, row.id)) };
    },
  });
};
