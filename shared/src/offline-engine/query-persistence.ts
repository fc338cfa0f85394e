import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { offlineStore } from '@vg/shared';
import type { KeyValueStore } from './key-value-store';

/** The member's garage: what is read offline (docs/adr/0015). Nothing else is written to disk. */
export const PERSISTED_ROOTS = [
  '/api/v1/auth/user',
  '/api/v1/dashboard',
  '/api/v1/vehicles',
  '/api/v1/maintenance',
  '/api/v1/modifications',
  '/api/v1/photos/usage',
];
/** A garage saved longer ago than this is not restored. */
export const PERSIST_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** The saved garage's size cap (UTF-16 characters of JSON, about twice that in bytes at worst). */
export const PERSIST_MAX_CHARS = 4 * 1024 * 1024;
/** Saves at most once a second, however busy the cache. */
const SAVE_EVERY_MS = 1_000;
/** A new build whose query data may differ in shape throws the old save away. */
const BUSTER = 'garage-v1';
const SAVED_KEY = 'queries';

export const isGarageQuery = (query: Pick<Query, 'queryKey'>): boolean => {
  const root = query.queryKey[0];
  return typeof root === 'string' && PERSISTED_ROOTS.includes(root);
};

/** Drops the least recently fetched queries until the save fits under the cap. */
export function capPersistedClient(client: PersistedClient, maxChars: number): PersistedClient {
  const queries = [...client.clientState.queries].sort(
    (a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt,
  );
  let size = JSON.stringify(client).length;
  while (size > maxChars && queries.length > 0) {
    const dropped = queries.pop();
    size -= JSON.stringify(dropped).length + 1;
  }
  return { ...client, clientState: { ...client.clientState, queries } };
}

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
