import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';

export const SIGN_IN_NOT_FOUND = 'No such sign-in: it may have ended already.';

export const signOutSessionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /profile/sign-ins/:id'),
    handler: async (request, reply) => {
      // Only the caller's own live sessions: another member's token id is "not found", not "forbidden".
      if (!(await app.tokens.revoke(currentUser(request).id, request.params.id)))
        throw notFound(SIGN_IN_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
