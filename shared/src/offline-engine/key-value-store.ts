import { createStore, del, entries, get, set, clear, type UseStore } from 'idb-keyval';

/** The little of IndexedDB the engine uses; tests give it a Map. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Every entry, in key order. */
  entries<T>(): Promise<[string, T][]>;
  clear(): Promise<void>;
}

/** One IndexedDB database with one object store, through idb-keyval. */
export function indexedDbStore(database: string): KeyValueStore {
  const store: UseStore = createStore(database, 'kv');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: async <T>() => (await entries<string, T>(store)) as [string, T][],
    clear: () => clear(store),
  };
}

export function memoryStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    entries: async <T>() =>
      [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) as [string, T][],
    clear: async () => map.clear(),
  };
}

/** Database names: one per member, so another member on the device never opens them. */
export const outboxDatabase = (memberId: string) => `vg-outbox-${memberId}`;
export const cacheDatabase = (memberId: string) => `vg-garage-cache-${memberId}`;
