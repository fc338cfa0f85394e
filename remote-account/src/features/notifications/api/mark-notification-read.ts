import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { replaceNotificationInLists } from './list-notifications';
import type { AccountNotification } from './notification';
import { notificationKeys } from '../../../lib/query-keys';

/** POST /api/v1/notifications/:id/read: answers the notification with its readAt. */
export const markNotificationReadMutationKey = ['notifications', 'read'] as const;

export async function markNotificationRead(id: string): Promise<AccountNotification> {
  return (await callApi('POST /notifications/:id/read', { params: { id } })).data;
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markNotificationReadMutationKey,
    mutationFn: markNotificationRead,
    // The notification, in every list it shows in, and the unread count.
    onSuccess: (updated) => {
      replaceNotificationInLists(queryClient, updated);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}
