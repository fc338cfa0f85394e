import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  getToken,
  offlineStore,
  onSignOutWipe,
  QUERY_GC_TIME_MS,
  registerOutboxEngine,
  subscribeToken,
  type QueuedChange,
} from '@vg/shared';
import { cacheDatabase, indexedDbStore, outboxDatabase } from './key-value-store';
import { OutboxQueue } from './outbox-queue';
import { OutboxRunner } from './outbox-runner';
import { forgetGarageDefaults, isGarageQuery, persistGarage } from './query-persistence';
import { sendChange } from './send-change';
import { memberOfToken } from '../session/token-claims';

/** The service worker's cache of the thumbnails the member last saw (host/src/service-worker). */
export const PHOTO_CACHE = 'vg-photos';
const SYNC_TAG = 'vg-outbox';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Two tabs of one member: one sends at a time (the keys make a double send harmless anyway). */
function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(name, run) as Promise<T>) : run();
}

/** Tells the service worker whether to keep the thumbnails this page shows (a member's only). */
function keepPhotos(on: boolean): void {
  void navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage({ type: 'KEEP_PHOTOS', on }))
    .catch(() => undefined);
}

function askForBackgroundSync(): void {
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & {
          sync?: { register(tag: string): Promise<void> };
        }
      ).sync?.register(SYNC_TAG),
    )
    .catch(() => undefined);
}

interface MemberSession {
  memberId: string;
  runner: OutboxRunner;
  stopPersisting: () => void;
  undoWipe: () => void;
}

/**
 * Runs the offline garage for whoever the token names: restores their cached garage, runs their
 * queue, and stops (keeping both) when the token goes. Loaded by the host only when a token exists.
 * Resolves once the signed-in member's garage is restored, so the first render can show it offline.
 */
export function startOffline(queryClient: QueryClient): Promise<void> {
  let current: MemberSession | null = null;

  const refreshGarage = () =>
    void queryClient.invalidateQueries({ predicate: (query) => isGarageQuery(query) });

  const stop = () => {
    if (!current) return;
    current.runner.stop();
    current.stopPersisting();
    current.undoWipe();
    forgetGarageDefaults(queryClient, QUERY_GC_TIME_MS);
    registerOutboxEngine(null);
    keepPhotos(false);
    current = null;
    offlineStore.setState((state) => ({ ...state, memberId: null, changes: [], freshAt: null }));
  };

  const start = async (memberId: string) => {
    const cacheStore = indexedDbStore(cacheDatabase(memberId));
    const [stopPersisting, restored] = persistGarage(queryClient, cacheStore);
    const queue = new OutboxQueue(memberId, indexedDbStore(outboxDatabase(memberId)));
    const runner: OutboxRunner = new OutboxRunner({
      queue,
      send: (change, onProgress) =>
        withLock(`vg-outbox-${memberId}`, async () => {
          // Another tab may have sent it while this one waited for the lock.
          const still = (await queue.list()).some((item) => item.id === change.id);
          return still ? sendChange(change, onProgress) : { kind: 'done', answer: null };
        }),
      onSent: refreshGarage,
      onDropped: refreshGarage,
    });
    const session: MemberSession = {
      memberId,
      runner,
      stopPersisting,
      undoWipe: onSignOutWipe(async () => {
        keepPhotos(false);
        stopPersisting();
        await cacheStore.clear().catch(() => undefined);
        await cacheStore.close();
        await deleteDatabase(cacheDatabase(memberId));
        await caches?.delete(PHOTO_CACHE);
      }),
    };
    current = session;
    const originalEnqueue = runner.enqueue.bind(runner);
    runner.enqueue = async (change) => {
      const queued: QueuedChange = await originalEnqueue(change);
      if (!navigator.onLine) askForBackgroundSync();
      return queued;
    };
    await restored.catch(() => undefined);
    await runner.load();
    if (current !== session) return;
    registerOutboxEngine(runner);
    keepPhotos(true);
    if (navigator.onLine) void runner.syncNow();
  };

  let starting: Promise<void> = Promise.resolve();
  const follow = () => {
    const memberId = memberOfToken(getToken());
    if (memberId === current?.memberId) return;
    stop();
    if (memberId) starting = start(memberId);
  };

  subscribeToken(follow);
  // TanStack Query learns of the network from events only: a page opened with no signal would
  // otherwise try (and fail) every query instead of showing the kept garage.
  onlineManager.setOnline(navigator.onLine);
  const setOnline = (online: boolean) => {
    offlineStore.setState((state) => ({ ...state, online }));
    if (online) void current?.runner.syncNow();
  };
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  // Background Sync: the worker cannot send (the token is the page's), so it wakes an open page.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'SYNC_OUTBOX')
      void current?.runner.syncNow();
  });
  follow();
  return starting;
}
