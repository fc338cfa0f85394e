import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiQuery, type ApiAnswer } from '@vg/shared';
import type { StreamStatus } from './notification-stream';

// The unread count as the query cache keeps it: the API's answer as is ({ data: { count } }) under
// the key the account remote's notifications page uses too (sharedQueryKeys.unreadCount), so the
// badge, the page and the live stream all read and write one entry.
export type UnreadCountAnswer = ApiAnswer<'GET /notifications/unread-count'>;

/** Only while the live stream cannot be opened does the badge ask the server, this often. */
export const UNREAD_POLL_MS = 30_000;

let streamStatus: StreamStatus = 'stopped';
const listeners = new Set<() => void>();

export function setStreamStatus(status: StreamStatus): void {
  if (status === streamStatus) return;
  streamStatus = status;
  listeners.forEach((listener) => listener());
}

export function getStreamStatus(): StreamStatus {
  return streamStatus;
}

function subscribeStreamStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The number of unread notifications: pushed by the stream, polled only when it is unavailable. */
export function useUnreadCount(): number {
  const status = useSyncExternalStore(subscribeStreamStatus, getStreamStatus, getStreamStatus);
  const { data } = useQuery({
    ...apiQuery('GET /notifications/unread-count'),
    refetchInterval: status === 'unavailable' ? UNREAD_POLL_MS : false,
  });
  return data?.data.count ?? 0;
}
