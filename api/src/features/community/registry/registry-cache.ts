import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { photoUrlWindow } from '../../garage/photos/photo-urls.js';

// The registry's answers (counts, result lists and the cards on them) cost a scan of every public
// car for a broad search, and they change only when something the registry shows does. So each
// answer is kept with the revision it was computed at: a number that moves with every transaction
// changing a public car, an approved photo, or a keeper's name or suspension (the triggers of
// migrations/20261126-0100-registry-revision.ts). A car made private, a suspension, a new cover
// moves it, and the next request computes afresh: never a stale answer, only a repeated one. The
// revision is read before the answer is computed, so an answer may be newer than its revision says
// (computed again at the next change), never older.

const MAX_ENTRIES = 500;

interface Entry {
  state: string;
  /** Shared by the requests that ask while it is computed, rather than each computing it again. */
  value: Promise<unknown>;
}

const entries = new WeakMap<Db, Map<string, Entry>>();

/**
 * What an answer was computed from: the registry's revision (one row), and the window of the signed
 * photo addresses on its cards (photo-urls.ts), so no kept card outlives its addresses.
 */
async function registryState(db: Db): Promise<string> {
  const { rows } = await sql<{ revision: string }>`
    select revision from registry_revision`.execute(db);
  return `${rows[0]?.revision}|${photoUrlWindow()}`;
}

/** `compute()`'s answer for `key`, reused while the registry's state is unchanged. */
export async function cachedForRegistry<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = entries.get(db);
  if (!cache) entries.set(db, (cache = new Map()));
  const state = await registryState(db);
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
}
