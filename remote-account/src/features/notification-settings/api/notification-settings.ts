import type { NotificationSettings } from '@vg/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { notificationSettingsKeys } from '../../../lib/query-keys';

/** GET /api/v1/profile/notification-settings: every kind, in the contract's order, defaults filled in. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  return unwrapData<NotificationSettings>(
    await apiRequest('GET', '/profile/notification-settings'),
  );
}

/** PUT /api/v1/profile/notification-settings: the kinds sent change; answers every kind. */
export async function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return unwrapData<NotificationSettings>(
    await apiRequest('PUT', '/profile/notification-settings', settings),
  );
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsKeys.detail, queryFn: getNotificationSettings });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notification-settings', 'save'],
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKeys.detail, saved),
  });
}
