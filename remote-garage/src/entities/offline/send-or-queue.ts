import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  ApiError,
  enqueueChange,
  shouldQueueWrites,
  type NewChange,
  type QueuedChange,
} from '@vg/shared';
import type { Page } from '@vg/contract';

/** A record shown before the server has it: made offline and waiting to sync (docs/adr/0015). */
export interface Waiting {
  pendingChangeId?: string;
}

/** A write that never reached the server (no signal): it is queued, not lost. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status === 0);
}

/**
 * Sends a write now when the network allows and nothing older is waiting; otherwise (or when the
 * request cannot reach the server) queues it with its own Idempotency-Key, and `showWaiting` puts
 * it in the cached garage at once, marked as waiting.
 */
export async function sendOrQueue<T>(
  send: () => Promise<T>,
  change: NewChange,
  showWaiting: (queued: QueuedChange) => T,
): Promise<T> {
  if (!shouldQueueWrites()) {
    try {
      return await send();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  return showWaiting(await enqueueChange(change));
}

/** Updates every cached page of a cursor list (a vehicle's logbook) in place. */
export function updatePages<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (items: T[], pageIndex: number) => T[],
): void {
  queryClient.setQueryData<InfiniteData<Page<T>>>(queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({ ...page, data: update(page.data, index) })),
        }
      : {
          pages: [{ data: update([], 0), page: { nextCursor: null } }],
          pageParams: [null],
        },
  );
}

/** An input's given fields only: what a waiting entry shows over its defaults or the entry edited. */
export const withoutUndefined = (value: object) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

/** The id a waiting create shows under until the server gives it one. */
export const waitingId = (changeId: string) => `waiting-${changeId}`;
export const isWaitingId = (id: string) => id.startsWith('waiting-');

/** The toast after a save: the usual words, or that it waits on this device (docs/adr/0015). */
export function savedToast(saved: object, title: string): { title: string; description?: string } {
  return (saved as Waiting).pendingChangeId
    ? { title: 'Saved on this device', description: "It's sent when the signal comes back." }
    : { title };
}
