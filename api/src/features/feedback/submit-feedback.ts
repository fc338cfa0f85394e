import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticateOptional } from '../../http/authenticate.js';
import { unprocessable, type FieldErrors } from '../../http/errors.js';
import { fromTable } from '../../http/route-table.js';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export const submitFeedbackRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /feedback/submit'),
    onRequest: authenticateOptional,
    handler: async (request, reply) => {
      const sender = request.auth?.user ?? null;
      const title = request.body.title.trim();
      const description = request.body.description.trim();
      const contactEmail = request.body.contactEmail?.trim().toLowerCase() || null;

      const fields: FieldErrors = {};
      if (!title) fields.title = 'Please provide a subject.';
      if (!description) fields.description = 'Please provide a message.';
      if (contactEmail && !looksLikeEmail(contactEmail))
        fields.contactEmail = 'Please enter a valid email address.';
      if (!contactEmail && !sender)
        fields.contactEmail = 'Please enter your email so we can reply.';
      if (Object.keys(fields).length > 0) {
        // docs/product.md#contact words the blank subject/message case for the toast.
        const message =
          fields.title || fields.description ? 'Please provide a subject and message' : undefined;
        throw unprocessable(fields, message);
      }

      // Anyone may write to us, so each address (and each signed-in sender) has its allowance (T32).
      await app.rateLimiters.feedbackPerAddress.consume(
        `feedback:${request.ip}`,
        ...(sender ? [`feedback-member:${sender.id}`] : []),
      );
      const row = await app.db
        .insertInto('feedback')
        .values({ user_id: sender?.id ?? null, title, description, contact_email: contactEmail })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: { id: row.id } });
    },
  });
};
