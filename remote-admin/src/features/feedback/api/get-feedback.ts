import { useCursorList } from '@vg/shared';
import type { FeedbackItem, FeedbackStatus } from './feedback-item';
import { feedbackKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/feedback?status=&cursor=: messages newest first, optionally of one status. */
export function useFeedback(status: FeedbackStatus | null) {
  return useCursorList<FeedbackItem>({
    queryKey: feedbackKeys.list(status),
    path: '/admin/feedback',
    params: { status },
  });
}
