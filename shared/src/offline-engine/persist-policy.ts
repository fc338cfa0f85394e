import type { Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { sharedQueryKeys } from '../query/shared-query-keys';

// What of the cache goes to disk and how much (docs/adr/0015): pure, so the bench can measure it
// (scripts/bench/offline-cache-size.ts).

/** The member's garage: what is read offline (docs/adr/0015). Nothing else is written to disk. */
export const PERSISTED_ROOTS: string[] = [
  sharedQueryKeys.currentUser[0],
  sharedQueryKeys.garage.dashboard[0],
  sharedQueryKeys.garage.vehicles[0],
  sharedQueryKeys.garage.maintenance[0],
  '/api/v1/modifications',
  // GET /photos/usage, keyed ['/api/v1/photos', 'usage'] (docs/query-keys.md); the photos' files are
  // not queries, so nothing else is kept under this root.
  '/api/v1/photos',
  // GET /collaborations: the cars a workshop or co-keeper works on, to open them in the barn too.
  '/api/v1/collaborations',
];
/** A garage saved longer ago than this is not restored. */
export const PERSIST_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** The saved garage's size cap (UTF-16 characters of JSON, about twice that in bytes at worst). */
export const PERSIST_MAX_CHARS = 4 * 1024 * 1024;
/** Saves at most once a second, however busy the cache. */
export const SAVE_EVERY_MS = 1_000;
/**
 * A new build whose query data or keys differ throws the old save away (v2: list keys end in their
 * filters, not { list: filters }, and the photo usage moved to ['/api/v1/photos', 'usage']).
 */
export const BUSTER = 'garage-v2';
export const SAVED_KEY = 'queries';

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
