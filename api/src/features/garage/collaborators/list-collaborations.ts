import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { selectLiveCollaborations, toCollaboration } from './collaborator-store.js';

/** Cars I work on: the caller's invitations and access, oldest first. */
export const listCollaborationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /collaborations'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const rows = await selectLiveCollaborations(app.db)
        .where('c.member_id', '=', me.id)
        .execute();
      return { data: rows.map(toCollaboration) };
    },
  });
};
