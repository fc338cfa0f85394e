import type { MarkedRead } from '@vg/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { notificationKeys } from '../../../lib/query-keys';

/** POST /api/v1/notifications/read-all: answers how many were unread. */
export type MarkAllReadAnswer = MarkedRead;

export const markAllNotificationsReadMutationKey = ['notifications', 'read-all'] as const;

export async function markAllNotificationsRead(): Promise<MarkAllReadAnswer> {
  return (await callApi('POST /notifications/read-all')).data;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markAllNotificationsReadMutationKey,
    mutationFn: markAllNotificationsRead,
    // Every list and the unread count change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
