import type { Page } from '@vg/contract';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { AccountNotification } from './notification';
import { notificationKeys } from '../../../lib/query-keys';

/** GET /api/v1/notifications?cursor=: newest first, one page at a time. */
export type NotificationPage = Page<AccountNotification>;

export type NotificationPages = InfiniteData<NotificationPage, string | null>;

export async function listNotifications(cursor: string | null): Promise<NotificationPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<NotificationPage>('GET', `/notifications${query}`);
}

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.page.nextCursor,
  });
}

/** Replaces one notification in the cached pages (after marking it read) without a refetch. */
export function replaceNotification(
  pages: NotificationPages | undefined,
  updated: AccountNotification,
): NotificationPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((item) => (item.id === updated.id ? updated : item)),
    })),
  };
}
