import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { unprocessable } from '../../http/errors.js';
import { hashPassword, passwordProblem } from '../../security/passwords.js';
import { normalizeEmail } from '../users/normalize-email.js';
import {
  EMAIL_TAKEN,
  USERNAME_TAKEN,
  isEmailTaken,
  uniqueViolationAs,
  isUsernameTaken,
} from '../users/user-queries.js';
import { applyAdminRole } from '../users/admin-role.js';
import { sendVerificationEmail } from './account-emails.js';
import { signInResult } from './sign-in-result.js';

export const registerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/register'),
    handler: async (request, reply) => {
      await app.rateLimiters.registerPerAddress.consume(`register:${request.ip}`);
      const email = normalizeEmail(request.body.email);
      const { username, password } = request.body;

      const weakness = passwordProblem(password, { email, username });
      if (weakness) throw unprocessable({ password: weakness });
      const [emailTaken, usernameTaken] = await Promise.all([
        isEmailTaken(app.db, email),
        isUsernameTaken(app.db, username),
      ]);
      if (emailTaken || usernameTaken) {
        throw unprocessable({
          ...(emailTaken ? { email: EMAIL_TAKEN } : {}),
          ...(usernameTaken ? { username: USERNAME_TAKEN } : {}),
        });
      }

      const now = new Date();
      const created = await app.db
        .insertInto('users')
        .values({
          email,
          username,
          password_hash: await hashPassword(password),
          // Registering through our own form is the consent; only Google-created accounts are asked later.
          consented_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(uniqueViolationAs({ username: USERNAME_TAKEN }));
      // An address typed into this form is not proven: an ADMIN_EMAILS one is a member until confirmed.
      const user = await applyAdminRole(app.db, app.config.adminEmails, created);

      await sendVerificationEmail(app, user, email);
      return reply.code(201).send({ data: await signInResult(app, request, user, 'registration') });
    },
  });
};
