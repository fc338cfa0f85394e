import type { UnreadCount } from '@vg/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { NOTIFICATIONS_QUERY_KEY } from './notification';

/** GET /api/v1/notifications/unread-count */
export type { UnreadCount };

export const UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const;

export async function getUnreadCount(): Promise<UnreadCount> {
  return unwrapData<UnreadCount>(await apiRequest('GET', '/notifications/unread-count'));
}

export function useUnreadCount() {
  return useQuery({ queryKey: UNREAD_COUNT_QUERY_KEY, queryFn: getUnreadCount });
}
