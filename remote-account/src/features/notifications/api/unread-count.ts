import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@vg/shared';

/**
 * GET /api/v1/notifications/unread-count. The host's bell and its live stream keep the same
 * cache entry, as the API answers it (`{ data: { count } }`): one shape
 * under one key, whoever writes it; this hook only reads the count out of it.
 */
export function useUnreadCount() {
  return useQuery({
    ...apiQuery('GET /notifications/unread-count'),
    select: (answer) => answer.data,
  });
}
