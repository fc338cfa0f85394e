import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, OutboxEmails, withErrors } from '@vg/contract';

/** The development outbox as data, newest first (an SMTP mailer keeps none). */
export const listOutboxRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Emails kept by the development mailer',
        response: withErrors({ 200: DataOf(OutboxEmails) }),
      },
    },
    async () => ({ data: app.mailer.outbox ?? [] }),
  );
};
