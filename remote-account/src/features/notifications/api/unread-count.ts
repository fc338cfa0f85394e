import type { UnreadCount } from '@vg/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { notificationKeys } from '../../../lib/query-keys';

/** GET /api/v1/notifications/unread-count */
export type { UnreadCount };

export async function getUnreadCount(): Promise<UnreadCount> {
  return unwrapData<UnreadCount>(await apiRequest('GET', '/notifications/unread-count'));
}

export function useUnreadCount() {
  return useQuery({ queryKey: notificationKeys.unreadCount(), queryFn: getUnreadCount });
}
