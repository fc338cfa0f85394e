import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { currentAuth } from '../../../http/authenticate.js';
import { DataOf, withErrors } from '../../../http/schemas.js';

export const signOutOtherSessionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sign-out-others',
    {
      schema: {
        tags: ['profile'],
        summary: 'Sign out everywhere else: every session of mine but this one',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(Type.Object({ signedOut: Type.Integer() })) }),
      },
    },
    async (request) => {
      const { user, tokenId } = currentAuth(request);
      const result = await app.db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', user.id)
        .where('id', '!=', tokenId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return { data: { signedOut: Number(result.numUpdatedRows) } };
    },
  );
};
