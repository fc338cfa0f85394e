import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boundedCache } from './bounded-cache.js';

// Public answers (the showcase, a public or shared car, a keeper's page, and their HTML) are read
// by crowds when a link is shared in a club forum. They are the same for every reader, so they are
// built once and kept here for a few seconds, with a validator, and are marked so that a shared
// cache (the host's, nginx's, a CDN) may keep them as briefly. docs/adr/0009-public-pages-rendered-by-the-api.md.
//
// Freshness: every successful write through this process clears the whole cache at once (writes
// are rare next to public reads, and a write can hide a car in many places: its page, its keeper's
// page, the showcase, the sitemap). Another process behind the same host learns of it when its own
// copies expire, within PUBLIC_CACHE_SECONDS, the same bound a shared cache has (s-maxage).

/** One kept answer: the bytes as sent, with their validator. */
export interface CachedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  /**
   * The same bytes gzipped, made once when the answer is kept (an answer big enough to gain from
   * it): a shared cache in front keeps this copy and serves it as it is, rather than compressing
   * the page again for every reader.
   */
  gzipped: Buffer | null;
  /** Extra headers the answer always carries (x-robots-tag on a share link's answers). */
  headers: Record<string, string>;
}

export interface FreshAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * How much is kept (bounded-cache.ts): enough answers for every car of a busy day, and never more
 * bytes than this, however big the answers strangers make it build (docs/security.md, T42).
 */
const MAX_ENTRIES = 5_000;
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What one kept answer holds in memory, near enough: its bytes, its key and its headers. */
const sizeOf = (answer: CachedAnswer, key: string) =>
  answer.body.length +
  (answer.gzipped?.length ?? 0) +
  key.length +
  answer.etag.length +
  answer.contentType.length +
  JSON.stringify(answer.headers).length;
/** How long a shared cache may serve a stale copy while it fetches a new one. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const PRIVATE_ANSWER = 'private, no-store';
/** Smaller answers gain less from gzip than its header and the work cost (nginx's gzip_min_length too). */
const GZIP_FROM_BYTES = 1024;

export class PublicCache {
  private readonly entries: ReturnType<typeof boundedCache<CachedAnswer>>;
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by every invalidation: an answer built before it is never kept after it. */
  private generation = 0;

  constructor(
    readonly ttlSeconds: number,
    now?: () => number,
  ) {
    this.entries = boundedCache({
      maxEntries: MAX_ENTRIES,
      maxBytes: PUBLIC_CACHE_MAX_BYTES,
      sizeOf,
      ttlMs: ttlSeconds * 1000,
      now,
    });
  }

  /** The answer under `key`: kept if fresh, else built once for all the readers asking at the same time. */
  async get(key: string, build: () => Promise<FreshAnswer>): Promise<CachedAnswer> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const building = build()
      .then((fresh) => {
        const answer = this.toCached(fresh);
        // Built across a write: serve it to those who asked, keep nothing. Only what exists is
        // kept: a page that appears (a car made public, a profile once its address is verified)
        // shows at once, however it came about.
        if (generation === this.generation && this.ttlSeconds > 0 && answer.status === 200)
          this.entries.set(key, answer);
        return answer;
      })
      .finally(() => {
        if (this.pending.get(key) === building) this.pending.delete(key);
      });
    this.pending.set(key, building);
    return building;
  }

  /** Forgets everything kept, and answers being built now. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private toCached(fresh: FreshAnswer): CachedAnswer {
    const body = Buffer.isBuffer(fresh.body) ? fresh.body : Buffer.from(fresh.body);
    return {
      status: fresh.status,
      contentType: fresh.contentType,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      gzipped: body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null,
      headers: fresh.headers ?? {},
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/**
 * Gives the app (the plugin it is called in, and everything registered in it) a public cache, and
 * clears it after every successful write, whoever made it.
 */
export function installPublicCache(app: FastifyInstance, ttlSeconds: number): void {
  app.decorate('publicCache', new PublicCache(ttlSeconds));
  app.addHook('onResponse', async (request, reply) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) app.publicCache.invalidate();
  });
  // Everything else is someone's own (or an error): no cache may keep it, shared or not. A route
  // that knows better (a photo's signed file, a public answer) says so itself.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_ANSWER);
    return payload;
  });
}

/** The Cache-Control of a public answer: a shared cache may keep it as long as this process does. */
export const publicCacheControl = (ttlSeconds: number) =>
  `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** Does the request's If-None-Match name this validator (weak comparison, as RFC 9110 asks)? */
function matches(ifNoneMatch: string | undefined, etags: string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => etags.includes(tag.trim().replace(/^W\//, '')));
}

/** Does the reader take gzip (named, and not with q=0)? */
const takesGzip = (acceptEncoding: string | undefined) =>
  /(?:^|,)\s*(?:gzip|\*)\s*(?:,|$|;\s*q=(?:1|0?\.\d*[1-9]))/i.test(acceptEncoding ?? '');

/** The gzipped copy's own validator: a different representation of the same answer. */
const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/**
 * Answers a public read from the cache (building it when missing): 304 when the reader already has
 * it, else the kept bytes. Never used for an answer that depends on who asks.
 */
export type SendPublic = (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<FreshAnswer>,
) => Promise<FastifyReply>;

export const sendPublic: SendPublic = async (app, request, reply, key, build) => {
  const answer = await app.publicCache.get(key, build);
  const gzipped = takesGzip(request.headers['accept-encoding']) ? answer.gzipped : null;
  const gzippedEtag = gzipEtag(answer.etag);
  const etag = gzipped ? gzippedEtag : answer.etag;
  reply
    .header('cache-control', publicCacheControl(app.publicCache.ttlSeconds))
    .header('etag', etag)
    .header('vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  if (matches(request.headers['if-none-match'], [answer.etag, gzippedEtag]))
    return reply.code(304).send();
  if (gzipped) reply.header('content-encoding', 'gzip');
  return reply
    .code(answer.status)
    .type(answer.contentType)
    .send(gzipped ?? answer.body);
};

/** A JSON answer for the cache: serialised once, sent as bytes (the route's schema documents it). */
export const jsonAnswer = (
  data: unknown,
  status = 200,
  headers?: Record<string, string>,
): FreshAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(data),
  headers,
});
