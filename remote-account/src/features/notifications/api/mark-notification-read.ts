import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { replaceNotificationInLists } from './list-notifications';
import type { AccountNotification } from './notification';
import { notificationKeys } from '../../../lib/query-keys';

/** POST /api/v1/notifications/:id/read: answers the notification with its readAt. */
export const markNotificationReadMutationKey = ['notifications', 'read'] as const;

export async function markNotificationRead(id: string): Promise<AccountNotification> {
  return unwrapData<AccountNotification>(
    await apiRequest('POST', `/notifications/${encodeURIComponent(id)}/read`),
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markNotificationReadMutationKey,
    mutationFn: markNotificationRead,
    onSuccess: (updated) => {
      replaceNotificationInLists(queryClient, updated);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}
