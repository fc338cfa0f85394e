import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentAuth } from '../../http/authenticate.js';
import { NoContent, withErrors } from '@vg/contract';

export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this token',
        security: [{ bearer: [] }],
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const { user, tokenId } = currentAuth(request);
      await app.tokens.revoke(user.id, tokenId);
      return reply.code(204).send(null);
    },
  );
};
