import type { NotificationSettings } from '@vg/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { notificationSettingsKeys } from '../../../lib/query-keys';

/** GET /api/v1/profile/notification-settings: every kind, in the contract's order, defaults filled in. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  return (await callApi('GET /profile/notification-settings')).data;
}

/** PUT /api/v1/profile/notification-settings: the kinds sent change; answers every kind. */
export async function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return (await callApi('PUT /profile/notification-settings', { body: settings })).data;
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsKeys.detail, queryFn: getNotificationSettings });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notification-settings', 'save'],
    mutationFn: saveNotificationSettings,
    // The answer is every kind as saved: it is the settings query's data.
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKeys.detail, saved),
  });
}
