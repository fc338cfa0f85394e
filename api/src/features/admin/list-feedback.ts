import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, beforeCursor, toPage } from '../../http/pagination.js';
import { fromTable } from '../../http/route-table.js';
import { selectFeedback, toFeedbackItem } from './feedback-query.js';

/** The admins' inbox of contact-form messages, optionally of one status. */
export const listFeedbackRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/feedback'),
    handler: async (request) => {
      const { cursor, status, limit = DEFAULT_PAGE_SIZE } = request.query;
      let query = selectFeedback(app.db);
      if (status) query = query.where('feedback.status', '=', status);
      if (cursor) query = query.where(beforeCursor(cursor, 'feedback.created_at', 'feedback.id'));
      const rows = await query
        .orderBy('feedback.created_at', 'desc')
        .orderBy('feedback.id', 'desc')
        .limit(limit + 1)
        .execute();
      return toPage(rows, limit, toFeedbackItem);
    },
  });
};
