import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentUser } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { verifyPassword } from '../../security/passwords.js';
import { sendEmailChangeEmail } from '../auth/account-emails.js';
import { normalizeEmail } from '../users/normalize-email.js';
import { EMAIL_TAKEN, isEmailTaken } from '../users/user-queries.js';

export const WRONG_PASSWORD = 'Your current password is not correct.';

export const changeEmailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /profile/email'),
    handler: async (request, reply) => {
      const me = currentUser(request);
      await app.rateLimiters.signInPerAccount.consume(`password-check:${me.id}`);
      await app.rateLimiters.emailPerAccount.consume(`change-email:${me.id}`);
      const email = normalizeEmail(request.body.email);
      if (!me.password_hash || !(await verifyPassword(me.password_hash, request.body.password))) {
        throw unprocessable({ password: WRONG_PASSWORD });
      }
      if (email === me.email) throw unprocessable({ email: 'This is already your email address.' });
      if (await isEmailTaken(app.db, email, me.id)) throw unprocessable({ email: EMAIL_TAKEN });
      await sendEmailChangeEmail(app, me, email);
      return reply
        .code(202)
        .send({ data: { message: `We sent a confirmation link to ${email}.` } });
    },
  });
};
