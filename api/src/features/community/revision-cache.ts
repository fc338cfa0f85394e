import type { Db } from '../../db/database.js';
import { photoUrlWindow } from '../garage/photos/photo-urls.js';

// Answers kept in the process until a revision moves: a number in the database that triggers move
// with every transaction changing what those answers show (the registry's and the Following feed's
// migrations say which changes). The revision is read on every request, before the answer is
// computed, so a kept answer may be newer than its revision says (computed again at the next
// change), never older: never a stale answer, only a repeated one. The window of the signed photo
// addresses is part of the state, so no kept answer outlives its addresses (photo-urls.ts).

const MAX_ENTRIES = 500;

interface Entry {
  state: string;
  /** Shared by the requests that ask while it is computed, rather than each computing it again. */
  value: Promise<unknown>;
}

/** A cache whose answers hold while `readRevision` (one short query) answers the same. */
export function revisionCache(readRevision: (db: Db) => Promise<string>) {
  const entries = new WeakMap<Db, Map<string, Entry>>();
  /** `compute()`'s answer for `key`, reused while the revision is unchanged. */
  return async function cached<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    let cache = entries.get(db);
    if (!cache) entries.set(db, (cache = new Map()));
    const state = `${await readRevision(db)}|${photoUrlWindow()}`;
    const hit = cache.get(key);
    if (hit && hit.state === state) {
      // Most recently used last, so the oldest is the first to go.
      cache.delete(key);
      cache.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    cache.set(key, { state, value });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  };
}
