import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { authenticate, currentAuth } from '../../http/authenticate.js';

export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/logout'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const { user, tokenId } = currentAuth(request);
      await app.tokens.revoke(user.id, tokenId);
      return reply.code(204).send(null);
    },
  });
};
