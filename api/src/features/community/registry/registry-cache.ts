import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

// The registry's counts and result lists cost a scan of every public car for a broad search, and
// they change only when a car or a keeper does. So each answer is kept with the state it was
// computed from: the last change to any vehicle or member and the number of public cars (a
// deletion changes no timestamp but changes that). A car made private, a suspension or a new public
// car changes the state, and the next request computes afresh: never a stale answer, only a
// repeated one. The cards themselves (covers, names) are read live on every request.

const MAX_ENTRIES = 500;

interface Entry {
  state: string;
  value: unknown;
}

const entries = new WeakMap<Db, Map<string, Entry>>();

/** One short query: when anything the registry shows last changed. */
async function registryState(db: Db): Promise<string> {
  const { rows } = await sql<{ vehicles: Date | null; users: Date | null; public_cars: string }>`
    select (select max(updated_at) from vehicles) as vehicles,
           (select max(updated_at) from users) as users,
           (select count(*) from vehicles where visibility = 'public') as public_cars`.execute(db);
  const row = rows[0];
  return `${row?.vehicles?.toISOString()}|${row?.users?.toISOString()}|${row?.public_cars}`;
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
    return hit.value as T;
  }
  const value = await compute();
  cache.set(key, { state, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}
