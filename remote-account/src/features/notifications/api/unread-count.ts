import type { Data, UnreadCount } from '@vg/contract';
import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../../lib/query-keys';

/**
 * GET /api/v1/notifications/unread-count. The host's bell and its live stream keep the same
 * cache entry, as the API answers it (`{ data: { count } }`, the default fetcher): one shape
 * under one key, whoever writes it; this hook only reads the count out of it.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    select: (answer: Data<UnreadCount>) => answer.data,
  });
}
