/** A notification as the API answers it (GET /api/v1/notifications and friends). */
export interface AccountNotification {
  id: string;
  /** What happened, for the icon ('feedback-reply', 'showcase-featured', ...). */
  kind: string;
  title: string;
  body: string;
  /** A path on this site to open, or null when the notification is complete in itself. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** Every notification query lives under this key, so one invalidation refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/v1/notifications'] as const;
