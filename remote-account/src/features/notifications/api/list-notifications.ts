import type { Page } from '@vg/contract';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { AccountNotification } from './notification';
import { notificationKeys } from '../../../lib/query-keys';

/** GET /api/v1/notifications?cursor=&kind=: newest first, one page at a time. */
export type NotificationPage = Page<AccountNotification>;

export type NotificationPages = InfiniteData<NotificationPage, string | null>;

export async function listNotifications(
  cursor: string | null,
  kinds: readonly string[] = [],
): Promise<NotificationPage> {
  const query = new URLSearchParams();
  if (kinds.length > 0) query.set('kind', kinds.join(','));
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiRequest<NotificationPage>('GET', `/notifications${search ? `?${search}` : ''}`);
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
    { queryKey: notificationKeys.lists() },
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
