import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { currentAuth } from '../../../http/authenticate.js';

export const signOutOtherSessionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /profile/sign-ins/sign-out-others'),
    handler: async (request) => {
      const { user, tokenId } = currentAuth(request);
      return { data: { signedOut: await app.tokens.revokeAllFor(user.id, tokenId) } };
    },
  });
};
