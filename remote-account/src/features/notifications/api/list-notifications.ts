import type { Page } from '@vg/contract';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { AccountNotification } from './notification';
import { notificationKeys } from '../../../lib/query-keys';

/** GET /api/v1/notifications?cursor=&kind=: newest first, one page at a time. */
export type NotificationPage = Page<AccountNotification>;

export type NotificationPages = InfiniteData<NotificationPage, string | null>;

export async function listNotifications(
  cursor: string | null,
  kinds: readonly string[] = [],
): Promise<NotificationPage> {
  return callApi('GET /notifications/', {
    query: { kind: kinds.join(',') || undefined, cursor: cursor ?? undefined },
  });
}

/** The member's notifications, only `kinds` when given (a group's filter). */
export function useNotifications(kinds: readonly string[] = []) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(kinds),
    queryFn: ({ pageParam }) => listNotifications(pageParam, kinds),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.page.nextCursor,
  });
}

/**
 * Replaces one notification in every cached list (all, and each filter) after marking it read,
 * without a refetch.
 */
export function replaceNotificationInLists(
  queryClient: QueryClient,
  updated: AccountNotification,
): void {
  queryClient.setQueriesData<NotificationPages>(
    {
      queryKey: notificationKeys.all,
      predicate: (query) => notificationKeys.isList(query.queryKey),
    },
    (pages) =>
      pages && {
        ...pages,
        pages: pages.pages.map((page) => ({
          ...page,
          data: page.data.map((item) => (item.id === updated.id ? updated : item)),
        })),
      },
  );
}
