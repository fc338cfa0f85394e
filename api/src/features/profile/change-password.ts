import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentAuth } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../security/passwords.js';
import { WRONG_PASSWORD } from './change-email.js';
import { endExportLinks } from './export/export-store.js';
import { googleSignInAgain, requireRecentGoogleSignIn } from './recent-sign-in.js';
import { startSession } from './sign-ins/start-session.js';

export const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /profile/password'),
    handler: async (request) => {
      const { user: me, tokenId } = currentAuth(request);
      const { currentPassword, newPassword } = request.body;
      await app.rateLimiters.signInPerAccount.consume(`password-check:${me.id}`);
      if (me.password_hash && !(await verifyPassword(me.password_hash, currentPassword ?? ''))) {
        throw unprocessable({ currentPassword: WRONG_PASSWORD });
      }
      // A first password opens the account to password sign-in and deletion: it needs the same
      // fresh Google sign-in as deleting does (docs/security.md T41).
      if (!me.password_hash) {
        await requireRecentGoogleSignIn(
          app,
          tokenId,
          googleSignInAgain('set a password', 'set it'),
        );
      }
      const weakness = passwordProblem(newPassword, { email: me.email, username: me.username });
      if (weakness) throw unprocessable({ newPassword: weakness });

      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(newPassword), updated_at: new Date() })
        .where('id', '=', me.id)
        .execute();
      // Every existing session ends, this one included; the caller continues with the new token.
      await app.tokens.revokeAllFor(me.id);
      // So does every emailed export link: the mailbox may be how the account was taken.
      await endExportLinks(app.db, me.id);
      return { data: { token: await startSession(app, request, me, 'password_change') } };
    },
  });
};
