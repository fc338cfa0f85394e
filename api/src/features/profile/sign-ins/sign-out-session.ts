import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { IdParams, NoContent, withErrors } from '../../../http/schemas.js';

export const SIGN_IN_NOT_FOUND = 'No such sign-in: it may have ended already.';

export const signOutSessionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Sign out one of my sessions (this one included)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      // Only the caller's own live sessions: another member's token id is "not found", not "forbidden".
      const revoked = await app.db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (revoked.numUpdatedRows === 0n) throw notFound(SIGN_IN_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
