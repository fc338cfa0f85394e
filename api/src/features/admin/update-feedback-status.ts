import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors.js';
import { fromTable } from '../../http/route-table.js';
import { selectFeedback, toFeedbackItem } from './feedback-query.js';

/** An admin files a message: new, read or archived. */
export const updateFeedbackStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /admin/feedback/:id'),
    handler: async (request) => {
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
  });
};
