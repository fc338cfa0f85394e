import { clear, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/** The little of IndexedDB the engine uses; tests give it a Map. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Every entry, in key order. */
  entries<T>(): Promise<[string, T][]>;
  clear(): Promise<void>;
  /** Closes the connection, so the database can be deleted (sign-out). */
  close(): Promise<void>;
}

/** idb-keyval's createStore, keeping the connection so it can be closed. */
function closableStore(
  database: string,
  storeName: string,
): { use: UseStore; close(): Promise<void> } {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (opened) return opened;
    const request = indexedDB.open(database);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    opened = promisifyRequest(request);
    opened.then(
      (db) => (db.onclose = () => (opened = undefined)),
      () => undefined,
    );
    return opened;
  };
  return {
    use: (mode, callback) =>
      open().then((db) => callback(db.transaction(storeName, mode).objectStore(storeName))),
    close: async () => {
      const db = await opened?.catch(() => undefined);
      opened = undefined;
      db?.close();
    },
  };
}

/** One IndexedDB database with one object store, through idb-keyval. */
export function indexedDbStore(database: string): KeyValueStore {
  const { use: store, close } = closableStore(database, 'kv');
  return {
    close,
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
    close: async () => undefined,
  };
}

/** Database names: one per member, so another member on the device never opens them. */
export const outboxDatabase = (memberId: string) => `vg-outbox-${memberId}`;
export const cacheDatabase = (memberId: string) => `vg-garage-cache-${memberId}`;
