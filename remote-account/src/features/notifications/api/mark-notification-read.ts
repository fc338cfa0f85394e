import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import {
  NOTIFICATION_LIST_QUERY_KEY,
  replaceNotification,
  type NotificationPages,
} from './list-notifications';
import type { AccountNotification } from './notification';
import { UNREAD_COUNT_QUERY_KEY } from './unread-count';

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
      queryClient.setQueryData(
        NOTIFICATION_LIST_QUERY_KEY,
        (pages: NotificationPages | undefined) => replaceNotification(pages, updated),
      );
      return queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
    },
  });
}
