import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { DEFAULT_SUSPENSION_MESSAGE } from '../../http/authenticate.js';
import { HttpError, forbidden } from '../../http/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords.js';
import { findUserByIdentifier } from '../users/user-queries.js';
import { signInResult } from './sign-in-result.js';

export const INVALID_CREDENTIALS = 'Incorrect email, username or password.';

export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/login'),
    handler: async (request) => {
      const { identifier, password } = request.body;
      const user = await findUserByIdentifier(app.db, identifier);
      // Keyed by the account when it exists, so alternating its email and username gains no attempts.
      await app.rateLimiters.signInPerAccount.consume(
        `sign-in:${user?.id ?? identifier.trim().toLowerCase()}`,
      );
      await app.rateLimiters.signInPerAddress.consume(`sign-in:${request.ip}`);

      // Unknown accounts and Google-only accounts cost one argon2 verification too, and answer the same.
      const valid = user?.password_hash
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid)
        throw new HttpError(401, INVALID_CREDENTIALS, { identifier: INVALID_CREDENTIALS });
      if (user.suspended_at) throw forbidden(user.suspension_message ?? DEFAULT_SUSPENSION_MESSAGE);

      return { data: await signInResult(app, request, user, 'password') };
    },
  });
};
