import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentAuth } from '../../../http/authenticate.js';
import { DataOf, SignedOutSessions, withErrors } from '@vg/contract';

export const signOutOtherSessionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sign-out-others',
    {
      schema: {
        tags: ['profile'],
        summary: 'Sign out everywhere else: every session of mine but this one',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(SignedOutSessions) }),
      },
    },
    async (request) => {
      const { user, tokenId } = currentAuth(request);
      return { data: { signedOut: await app.tokens.revokeAllFor(user.id, tokenId) } };
    },
  );
};
