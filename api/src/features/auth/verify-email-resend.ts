import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { sendVerificationEmail } from './account-emails.js';

export const verifyEmailResendRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/verify-email/resend'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimiters.emailPerAccount.consume(`verify:${user.id}`);
      await app.rateLimiters.emailPerAddress.consume(`email:${request.ip}`);
      if (!user.email_verified_at) await sendVerificationEmail(app, user, user.email);
      return reply
        .code(202)
        .send({ data: { message: `We sent a confirmation link to ${user.email}.` } });
    },
  });
};
