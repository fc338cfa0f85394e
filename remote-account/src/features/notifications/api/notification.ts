import type { Notification } from '@vg/contract';
/** A notification as the API answers it (GET /api/v1/notifications and friends). */
export type AccountNotification = Notification;

/** Every notification query lives under this key, so one invalidation refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/v1/notifications'] as const;
