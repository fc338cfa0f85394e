import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { offlineStore, sharedQueryKeys } from '@vg/shared';
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

const isMember = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === sharedQueryKeys.currentUser[0];

/** The signed-in member as a save holds it, compared as JSON (a small record). */
const memberIn = (client: PersistedClient | null | undefined) =>
  JSON.stringify(client?.clientState.queries.find(isMember)?.state.data ?? null);

/**
 * A restored member is kept to show offline, but marked to be asked for again: the save may be
 * older than what the API last said (a consent given just before the page was left, docs/product.md#consent),
 * so it must not count as fresh for five minutes.
 */
function askForMemberAgain(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    isMember(query) ? { ...query, state: { ...query.state, isInvalidated: true } } : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * A persister over one IndexedDB store, throttled and capped. A change of the member is written at
 * once: a page left within the throttle's second would otherwise leave the old member on disk.
 */
export function garagePersister(store: KeyValueStore): Persister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let savedMember = memberIn(null);
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const client = capPersistedClient(pending, PERSIST_MAX_CHARS);
    pending = null;
    savedMember = memberIn(client);
    offlineStore.setState((state) => ({ ...state, freshAt: newestUpdate(client) }));
    await store.set(SAVED_KEY, client);
  };
  return {
    persistClient: (client) => {
      pending = client;
      if (memberIn(client) !== savedMember) return flush();
      timer ??= setTimeout(() => void flush(), SAVE_EVERY_MS);
    },
    restoreClient: async () => {
      const client = await store.get<PersistedClient>(SAVED_KEY);
      if (!client) return client;
      savedMember = memberIn(client);
      offlineStore.setState((state) => ({ ...state, freshAt: newestUpdate(client) }));
      return askForMemberAgain(client);
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
