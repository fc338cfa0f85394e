import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors.js';
import { DataOf, FeedbackItem, FeedbackStatusPatch, IdParams, withErrors } from '@vg/contract';
import { selectFeedback, toFeedbackItem } from './feedback-query.js';

/** An admin files a message: new, read or archived. */
export const updateFeedbackStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/feedback/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a message new, read or archived',
        security: [{ bearer: [] }],
        params: IdParams,
        body: FeedbackStatusPatch,
        response: withErrors({ 200: DataOf(FeedbackItem) }),
      },
    },
    async (request) => {
      const updated = await app.db
        .updateTable('feedback')
        .set({ status: request.body.status })
        .where('id', '=', request.params.id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw notFound('Feedback not found');
      const row = await selectFeedback(app.db)
        .where('feedback.id', '=', updated.id)
        .executeTakeFirstOrThrow();
      return { data: toFeedbackItem(row) };
    },
  );
};
