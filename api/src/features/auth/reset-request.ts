import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { normalizeEmail } from '../users/normalize-email.js';
import { findUserByIdentifier } from '../users/user-queries.js';
import { sendPasswordResetEmail } from './account-emails.js';

export const RESET_REQUESTED =
  'If an account exists for this email, we sent a link to reset its password.';

export const resetRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/reset/request'),
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await app.rateLimiters.emailPerAccount.consume(`reset:${email}`);
      await app.rateLimiters.emailPerAddress.consume(`email:${request.ip}`);
      const user = await findUserByIdentifier(app.db, email);
      if (user && !user.suspended_at) await sendPasswordResetEmail(app, user, user.email);
      return reply.code(202).send({ data: { message: RESET_REQUESTED } });
    },
  });
};
