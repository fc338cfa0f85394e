import type { FeedbackItem, FeedbackStatus } from '@vg/contract';

/** A Contact Us message as GET /api/v1/admin/feedback lists it. */
export type { FeedbackItem, FeedbackStatus };

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  read: 'Read',
  archived: 'Archived',
};
