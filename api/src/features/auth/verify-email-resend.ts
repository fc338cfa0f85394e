import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { Accepted, withErrors } from '@vg/contract';
import { sendVerificationEmail } from './account-emails.js';

export const verifyEmailResendRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/verify-email/resend',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Send the verification email again',
        security: [{ bearer: [] }],
        response: withErrors({ 202: Accepted }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimiters.emailPerAccount.consume(`verify:${user.id}`);
      await app.rateLimiters.emailPerAddress.consume(`email:${request.ip}`);
      if (!user.email_verified_at) await sendVerificationEmail(app, user, user.email);
      return reply
        .code(202)
        .send({ data: { message: `We sent a confirmation link to ${user.email}.` } });
    },
  );
};
