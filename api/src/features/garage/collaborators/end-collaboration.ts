import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { notify } from '../../notifications/notify.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { COLLABORATION_NOT_FOUND, liveCollaboration } from './collaborator-store.js';

/**
 * Access ends: the keeper revokes it (or withdraws the invitation), or the member leaves (or
 * declines). At once: the next request of theirs finds no car. The row stays, ended, so what a
 * workshop recorded still says it came from a workshop.
 */
export const endCollaborationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /collaborations/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const row = await liveCollaboration(app.db, request.params.id);
      const byMember = row.member_id === me.id;
      if (!byMember && row.keeper_id !== me.id) throw notFound(COLLABORATION_NOT_FOUND);
      const why = byMember ? (row.accepted_at ? 'left' : 'declined') : 'revoked';
      await app.db
        .updateTable('vehicle_collaborators')
        .set({ ended_at: new Date(), ended_why: why })
        .where('id', '=', row.id)
        .execute();
      const title = vehicleTitle(row);
      if (byMember)
        await notify(app.db, row.keeper_id, {
          kind: 'vehicle-access',
          title:
            why === 'left'
              ? `${row.username} no longer works on your ${title}`
              : `${row.username} declined to work on your ${title}`,
          link: `/vehicles/${row.vehicle_id}`,
          target: { kind: 'vehicle', id: row.vehicle_id },
        });
      else if (row.accepted_at)
        await notify(app.db, row.member_id, {
          kind: 'vehicle-access',
          title: `Your access to the ${title} has ended`,
          body: 'Its keeper revoked it. What you recorded stays in its history.',
          link: '/vehicles',
        });
      return reply.code(204).send(null);
    },
  });
};
