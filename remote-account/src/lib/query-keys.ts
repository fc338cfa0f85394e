import type { QueryKey } from '@tanstack/react-query';
import { apiQueryKey, sharedQueryKeys } from '@vg/shared';

// The account's query keys, by the one convention (docs/query-keys.md); the notifications' root
// and unread count are shared with the host's bell and live stream.

export const profileKeys = {
  detail: apiQueryKey('GET /profile/'),
};

export const notificationSettingsKeys = {
  detail: apiQueryKey('GET /profile/notification-settings'),
};

export const signInKeys = {
  all: apiQueryKey('GET /profile/sign-ins/'),
};

/** The member's private calendar feed: its address, answered once when made. */
export const calendarKeys = {
  detail: apiQueryKey('GET /profile/calendar'),
};

export const accountExportKeys = {
  detail: apiQueryKey('GET /profile/export'),
};

export const notificationKeys = {
  /** Every notification query lives under this key, so one invalidation refreshes them all. */
  all: sharedQueryKeys.notifications,
  /** The paged list, only `kinds` when given (a group's filter). */
  list: (kinds: readonly string[] = []) =>
    kinds.length > 0
      ? apiQueryKey('GET /notifications/', { query: { kind: kinds.join(',') } })
      : apiQueryKey('GET /notifications/'),
  /** The lists are the root itself or the root and a filter; anything below it is a path part. */
  isList: (queryKey: QueryKey) =>
    queryKey[0] === sharedQueryKeys.notifications[0] && typeof queryKey[1] !== 'string',
  unreadCount: () => sharedQueryKeys.unreadCount,
};
