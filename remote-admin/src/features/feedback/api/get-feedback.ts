import { useApiCursorList } from '@vg/shared';
import type { FeedbackStatus } from './feedback-item';

/** GET /api/v1/admin/feedback?status=&cursor=: messages newest first, optionally of one status. */
export function useFeedback(status: FeedbackStatus | null) {
  return useApiCursorList('GET /admin/feedback', { query: { status: status ?? undefined } });
}
