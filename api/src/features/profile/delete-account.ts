import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentAuth } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { requireProofOfPresence } from './recent-sign-in.js';

export const deleteAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /profile/'),
    handler: async (request, reply) => {
      const auth = currentAuth(request);
      const me = auth.user;
      if (request.body.confirmUsername.trim() !== me.username) {
        throw unprocessable({ confirmUsername: 'Type your username exactly to confirm.' });
      }
      // A stolen session alone cannot delete the account (docs/security.md T41).
      await requireProofOfPresence(app, auth, request.body.password);
      // Tokens, avatars, feedback and every garage row reference users(id) on delete cascade.
      await app.db.deleteFrom('users').where('id', '=', me.id).execute();
      return reply.code(204).send(null);
    },
  });
};
