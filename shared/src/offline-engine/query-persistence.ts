import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { offlineStore } from '@vg/shared';
import type { KeyValueStore } from './key-value-store';
import {
  BUSTER,
  capPersistedClient,
  isGarageQuery,
  PERSIST_MAX_AGE_MS,
  PERSIST_MAX_CHARS,
  PERSISTED_ROOTS,
  SAVED_KEY,
  SAVE_EVERY_MS,
} from './persist-policy';

export { isGarageQuery } from './persist-policy';

const newestUpdate = (client: PersistedClient) =>
  client.clientState.queries.reduce(
    (latest, query) => Math.max(latest, query.state.dataUpdatedAt),
    0,
  ) || null;

/** A persister over one IndexedDB store, throttled and capped. */
export function garagePersister(store: KeyValueStore): Persister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    timer = null;
    if (!pending) return;
    const client = capPersistedClient(pending, PERSIST_MAX_CHARS);
    pending = null;
    offlineStore.setState((state) => ({ ...state, freshAt: newestUpdate(client) }));
    await store.set(SAVED_KEY, client);
  };
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => void flush(), SAVE_EVERY_MS);
    },
    restoreClient: async () => {
      const client = await store.get<PersistedClient>(SAVED_KEY);
      if (client) offlineStore.setState((state) => ({ ...state, freshAt: newestUpdate(client) }));
      return client;
    },
    removeClient: () => store.del(SAVED_KEY),
  };
}

/**
 * Keeps the member's garage queries in IndexedDB and puts them back at start. Returns a stop
 * function and the restore. Garage queries are kept in memory as long as they are on disk, or the
 * cache would forget (and the next save drop) a car's records ten minutes after leaving its page.
 */
export function persistGarage(
  queryClient: QueryClient,
  store: KeyValueStore,
): [stop: () => void, restored: Promise<void>] {
  for (const root of PERSISTED_ROOTS)
    queryClient.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE_MS });
  return persistQueryClient({
    // The persister is typed against its own copy of query-core; the client is the app's one.
    queryClient: queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'],
    persister: garagePersister(store),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isGarageQuery(query),
      shouldDehydrateMutation: () => false,
    },
  });
}

/** Puts the cache's own defaults back when the member leaves. */
export function forgetGarageDefaults(queryClient: QueryClient, gcTime: number): void {
  for (const root of PERSISTED_ROOTS) queryClient.setQueryDefaults([root], { gcTime });
}
