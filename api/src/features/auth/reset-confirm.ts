import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { unprocessable } from '../../http/errors.js';
import { consumeEmailToken, spendOutstandingEmailTokens } from '../../security/email-tokens.js';
import { hashPassword, passwordProblem } from '../../security/passwords.js';
import { endExportLinks } from '../profile/export/export-store.js';
import { applyAdminRole } from '../users/admin-role.js';
import { INVALID_LINK } from './email-confirm.js';

export const resetConfirmRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/reset/confirm'),
    handler: async (request, reply) => {
      await app.rateLimiters.signInPerAddress.consume(`reset-confirm:${request.ip}`);
      const { token, password } = request.body;
      // Judge the password before spending the single-use token, so a refused password keeps the link usable.
      const weakness = passwordProblem(password);
      if (weakness) throw unprocessable({ password: weakness });
      const used = await consumeEmailToken(app.db, token, ['reset_password']);
      if (!used) throw unprocessable({ token: INVALID_LINK });

      const now = new Date();
      // Following the emailed link proves the address, so it counts as verified too.
      const updated = await app.db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(password),
          email_verified_at: now,
          updated_at: now,
        })
        .where('id', '=', used.user_id)
        .where('email', '=', used.email)
        .returningAll()
        .executeTakeFirst();
      // The address changed since the link was sent: the link no longer speaks for this account.
      if (!updated) throw unprocessable({ token: INVALID_LINK });
      await applyAdminRole(app.db, app.config.adminEmails, updated);
      await app.tokens.revokeAllFor(used.user_id);
      await spendOutstandingEmailTokens(app.db, used.user_id);
      await endExportLinks(app.db, used.user_id);
      return reply.code(204).send(null);
    },
  });
};
