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
      // What this browser kept of the member's own (their photos, get-photo-file.ts) goes with
      // the session; the app empties its own stores (the offline garage, the kept thumbnails).
      return reply.code(204).header('clear-site-data', '"cache"').send(null);
    },
  });
};
