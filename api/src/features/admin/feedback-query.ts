import type { Db } from '../../db/database.js';
import type { FeedbackStatus } from '../../db/schema.js';
import type { FeedbackItem } from '@vg/contract';

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

/** Contact-form messages with their sender's account when one was signed in. */
export const selectFeedback = (db: Db) =>
  db
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

export function toFeedbackItem(row: FeedbackWithSender): FeedbackItem {
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
