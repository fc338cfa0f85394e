// One key factory per entity, as in the other remotes. The account's keys are the API paths:
// the shared default fetcher derives the address it reads from the key.

export const profileKeys = {
  detail: ['/api/v1/profile'] as const,
};

export const notificationSettingsKeys = {
  detail: ['/api/v1/profile/notification-settings'] as const,
};

export const signInKeys = {
  all: ['/api/v1/profile/sign-ins'] as const,
};

export const notificationKeys = {
  /** Every notification query lives under this key, so one invalidation refreshes them all. */
  all: ['/api/v1/notifications'] as const,
  // The object part tells this paged list apart from the unread count without changing the URL
  // the default fetcher would derive from the key; `kinds` names a filtered list ('' for all).
  lists: () => [...notificationKeys.all, { paged: true }] as const,
  list: (kinds: readonly string[] = []) =>
    [...notificationKeys.all, { paged: true, kinds: kinds.join(',') }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};
