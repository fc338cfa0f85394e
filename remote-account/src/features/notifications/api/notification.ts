import type { Notification } from '@vg/contract';
/** A notification as the API answers it (GET /api/v1/notifications and friends). */
export type AccountNotification = Notification;
