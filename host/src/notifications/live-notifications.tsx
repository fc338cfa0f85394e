import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Notification, UnreadCount } from '@vg/contract';
import {
  apiPath,
  callApi,
  getApiBase,
  getToken,
  sharedQueryKeys,
  subscribeToken,
  toast,
  useSession,
} from '@vg/shared';
import { createNotificationStream, type SseEvent } from './notification-stream';
import { startSharedStream } from './shared-stream';
import { setStreamStatus, type UnreadCountAnswer } from './unread-count';

const UNREAD_COUNT_KEY = sharedQueryKeys.unreadCount;

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    // A malformed event is dropped; the next `unread` event sets the count right again.
    return null;
  }
}

export function handleStreamEvent(
  event: SseEvent,
  queryClient: QueryClient,
  { showToast }: { showToast: boolean },
): void {
  if (event.event === 'unread') {
    const unread = parse<UnreadCount>(event.data);
    if (unread && Number.isInteger(unread.count))
      queryClient.setQueryData<UnreadCountAnswer>(UNREAD_COUNT_KEY, {
        data: { count: unread.count },
      });
    return;
  }
  if (event.event !== 'notification') return;
  const notification = parse<Notification>(event.data);
  if (!notification) return;
  // The lists (the notifications page) refetch; the count comes with the next `unread` event.
  void queryClient.invalidateQueries({
    queryKey: sharedQueryKeys.notifications,
    predicate: (query) => query.queryKey[1] !== UNREAD_COUNT_KEY[1],
  });
  if (!showToast) return;
  const markRead = () =>
    void callApi('POST /notifications/:id/read', { params: { id: notification.id } }).catch(
      () => undefined,
    );
  toast({
    title: notification.title,
    description: notification.body || undefined,
    action: notification.link
      ? { label: 'View', href: notification.link, onClick: markRead }
      : undefined,
  });
}

/**
 * While a member is signed in, follows the live stream of their notifications (docs/product.md#notifications,
 * one per browser: shared-stream.ts): the badge's count and a toast within moments of a
 * notification, no polling. A new token (sign-in,
 * refresh, another tab) reconnects with it; signing out closes the stream. Renders nothing.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signed-in';
  const { pathname } = useLocation();
  // On the notifications page the list itself shows the newcomer: no toast on top of it.
  const onNotificationsPage = useRef(false);
  onNotificationsPage.current =
    pathname === '/notifications' || pathname.startsWith('/notifications/');

  useEffect(() => {
    if (!signedIn) return undefined;
    const start = () =>
      startSharedStream({
        createStream: ({ onEvent, onStatus, resumeFrom }) =>
          createNotificationStream({
            url: `${getApiBase()}${apiPath('GET /notifications/stream')}`,
            getToken,
            onEvent,
            onStatus,
            lastEventId: resumeFrom,
          }),
        onEvent: (event) =>
          handleStreamEvent(event, queryClient, { showToast: !onNotificationsPage.current }),
        onStatus: setStreamStatus,
      });
    let stop = start();
    let token = getToken();
    const unsubscribe = subscribeToken(() => {
      const next = getToken();
      if (next === token) return;
      token = next;
      // A new token may be another member's: never resume their stream from this one's last id.
      stop();
      setStreamStatus('stopped');
      if (next) stop = start();
    });
    return () => {
      unsubscribe();
      stop();
      setStreamStatus('stopped');
    };
  }, [signedIn, queryClient]);

  return null;
}
