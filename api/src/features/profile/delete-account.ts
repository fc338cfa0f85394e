import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { DeleteAccountBody, NoContent, withErrors } from '@vg/contract';

export const deleteAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete my account and all its data (type the username to confirm)',
        security: [{ bearer: [] }],
        body: DeleteAccountBody,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (request.body.confirmUsername.trim() !== me.username) {
        throw unprocessable({ confirmUsername: 'Type your username exactly to confirm.' });
      }
      // Tokens, avatars, feedback and every garage row reference users(id) on delete cascade.
      await app.db.deleteFrom('users').where('id', '=', me.id).execute();
      return reply.code(204).send(null);
    },
  );
};
