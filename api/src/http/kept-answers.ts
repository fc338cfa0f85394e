import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';

// Answers kept in the API process while the state they were computed in holds: a revision that
// triggers move in the database whenever something those answers show changes, read on every
// request before the answer is computed. A kept answer may then be newer than its state says
// (computed again at the next change), never older: never a stale answer, only a repeated one.
// Used by the community's registry and Following feed (ADR 0014) and by the garage's owner reads
// (ADR 0019).

interface Entry {
  state: string;
  /** Shared by the requests that ask while it is computed, rather than each computing it again. */
  value: Promise<unknown>;
}

/** Answers kept per database, at most `maxEntries` of them, the least recently used going first. */
export function keptAnswers({ maxEntries }: { maxEntries: number }) {
  const entries = new WeakMap<Db, LRUCache<string, Entry>>();
  /** `compute()`'s answer for `key`, reused while `state` is unchanged. */
  return function kept<T>(
    db: Db,
    key: string,
    state: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    let cache = entries.get(db);
    if (!cache) entries.set(db, (cache = new LRUCache({ max: maxEntries })));
    const hit = cache.get(key);
    if (hit && hit.state === state) return hit.value as Promise<T>;
    const value = compute();
    cache.set(key, { state, value });
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (cache.peek(key)?.value === value) cache.delete(key);
    });
    return value;
  };
}
