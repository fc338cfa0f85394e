import { useCursorList } from '@vg/shared';
import type { FeedbackItem, FeedbackStatus } from './feedback-item';

/** GET /api/v1/admin/feedback?status=&cursor=: messages newest first, optionally of one status. */
export const feedbackQueryKey = (status: FeedbackStatus | null) =>
  ['admin', 'feedback', { status }] as const;

export function useFeedback(status: FeedbackStatus | null) {
  return useCursorList<FeedbackItem>({
    queryKey: feedbackQueryKey(status),
    path: '/admin/feedback',
    params: { status },
  });
}
