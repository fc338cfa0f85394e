import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeedbackStatus } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { DEFAULT_PAGE_SIZE, beforeCursor, toPage } from '../../http/pagination.js';
import {
  DataOf,
  FeedbackItem,
  FeedbackQuery,
  FeedbackStatusPatch,
  IdParams,
  PageOf,
  withErrors,
} from '@vg/contract';

interface FeedbackWithSender {
  id: string;
  title: string;
  description: string;
  contact_email: string | null;
  status: FeedbackStatus;
  created_at: Date;
  sender_id: string | null;
  sender_username: string | null;
  sender_email: string | null;
}

function toFeedbackItem(row: FeedbackWithSender): FeedbackItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    contactEmail: row.contact_email,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    sender:
      row.sender_id && row.sender_username && row.sender_email
        ? { id: row.sender_id, username: row.sender_username, email: row.sender_email }
        : null,
  };
}

export const feedbackInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const selectFeedback = () =>
    app.db
      .selectFrom('feedback')
      .leftJoin('users', 'users.id', 'feedback.user_id')
      .select([
        'feedback.id',
        'feedback.title',
        'feedback.description',
        'feedback.contact_email',
        'feedback.status',
        'feedback.created_at',
        'users.id as sender_id',
        'users.username as sender_username',
        'users.email as sender_email',
      ]);

  app.get(
    '/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages, newest first',
        security: [{ bearer: [] }],
        querystring: FeedbackQuery,
        response: withErrors({ 200: PageOf(FeedbackItem) }),
      },
    },
    async (request) => {
      const { cursor, status, limit = DEFAULT_PAGE_SIZE } = request.query;
      let query = selectFeedback();
      if (status) query = query.where('feedback.status', '=', status);
      if (cursor) query = query.where(beforeCursor(cursor, 'feedback.created_at', 'feedback.id'));
      const rows = await query
        .orderBy('feedback.created_at', 'desc')
        .orderBy('feedback.id', 'desc')
        .limit(limit + 1)
        .execute();
      return toPage(rows, limit, toFeedbackItem);
    },
  );

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
      const row = await selectFeedback()
        .where('feedback.id', '=', updated.id)
        .executeTakeFirstOrThrow();
      return { data: toFeedbackItem(row) };
    },
  );
};
