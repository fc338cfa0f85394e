import { LRUCache } from 'lru-cache';

// The one rule by which the API keeps answers in its memory (kept-answers.ts, public-cache.ts): at
// most so many entries and so many bytes, the least recently used going first, so what strangers
// make it build can never outgrow its bound (docs/security.md, T42); an entry bigger than the whole
// bound is not kept. With a lifetime, nothing is served past it.

export interface CacheBounds<V> {
  maxEntries: number;
  maxBytes: number;
  /** What an entry holds in memory, near enough, in bytes. */
  sizeOf: (value: V, key: string) => number;
  ttlMs?: number;
  /** The clock of the lifetime, in milliseconds (a test's own). */
  now?: () => number;
}

export function boundedCache<V extends object>({
  maxEntries,
  maxBytes,
  sizeOf,
  ttlMs,
  now,
}: CacheBounds<V>): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key))),
    ...(ttlMs ? { ttl: ttlMs } : {}),
    // A clock of one's own is read at every look, not once a millisecond.
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}

/** The bytes of an answer as text, or as the JSON it will be sent as. */
export const bytesOf = (value: unknown): number =>
  Buffer.byteLength(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
