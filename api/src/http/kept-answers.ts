import type { Db } from '../db/database.js';
import { boundedCache, bytesOf } from './bounded-cache.js';

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
  /** The answer's bytes, once it is computed. */
  bytes?: number;
}

/**
 * Answers kept per database, within `maxEntries` and `maxBytes` (bounded-cache.ts): an answer is
 * counted at its size once computed, and one bigger than the whole bound is served, not kept.
 */
export function keptAnswers({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  const entries = new WeakMap<Db, ReturnType<typeof boundedCache<Entry>>>();
  const sizeOf = (entry: Entry, key: string) =>
    key.length + entry.state.length + (entry.bytes ?? 0);
  /** `compute()`'s answer for `key`, reused while `state` is unchanged. */
  return function kept<T>(
    db: Db,
    key: string,
    state: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    let cache = entries.get(db);
    if (!cache) entries.set(db, (cache = boundedCache<Entry>({ maxEntries, maxBytes, sizeOf })));
    const hit = cache.get(key);
    if (hit && hit.state === state) return hit.value as Promise<T>;
    const value = compute();
    const entry: Entry = { state, value };
    cache.set(key, entry);
    value.then(
      // Counted again at its size: past the bound, the least recently used go.
      (answer) => {
        if (cache.peek(key) === entry) cache.set(key, { ...entry, bytes: bytesOf(answer) });
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (cache.peek(key) === entry) cache.delete(key);
      },
    );
    return value;
  };
}
