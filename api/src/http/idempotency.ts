import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson } from './canonical-json.js';
import { HttpError, badRequest, unprocessable } from './errors.js';
import { IdempotencyStore, type Fingerprint } from './idempotency-store.js';
import { AnswerSeal, type KeptAnswer } from './sealed-answer.js';

/**
 * The `Idempotency-Key` request header (IETF httpapi draft "The Idempotency-Key HTTP Header Field";
 * docs/adr/0015): on every create and update (POST, PUT, PATCH) a member may name the change with a
 * key; the same key with the same request is then served once, however often it is sent. The garage's
 * offline queue relies on it: a change whose answer was lost with the signal is sent again, not twice.
 *
 * - The key is the caller's: rows are per (member, key). A visitor's request may carry one (it is
 *   checked), but nothing is kept without a member: those are sign-in flows and forms whose answers
 *   are credentials or are cheap to repeat.
 * - The primary key of the row is the lock. The first request inserts it and runs; a replay finds it:
 *   with another method, path or body it is refused (422); answered, it gets the stored answer with
 *   `Idempotent-Replayed: true`; still running, it waits up to WAIT_MS, then 409 with Retry-After.
 * - Answers are kept KEEP_HOURS, whatever they hold, sealed (sealed-answer.ts): the body byte for
 *   byte (a PDF as a share link's JSON) with the headers the route set. A 5xx or 429 is not kept:
 *   the key is released, and a retry runs. An answer too large to keep (or streamed) leaves the row
 *   answered without it: a replay is told the change was made, never runs it again.
 * - Room is bounded (docs/security.md T43): KEYS_PER_MEMBER per member, the path as its hash, at
 *   most MAX_KEPT_BYTES of answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
export const REPLAYED_HEADER = 'idempotent-replayed';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** How long a replay waits for the first request to finish before being told to come back. */
const WAIT_MS = 5_000;
const POLL_MS = 50;
/** The largest answer kept: a sale dossier with all its photos is well under it. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
/** Set by the framework or per connection, not by the route: the replay sets its own. */
const HEADERS_NOT_KEPT = new Set([
  'content-length',
  'connection',
  'transfer-encoding',
  'keep-alive',
]);
/** UUIDs, ULIDs and the like: printable, no spaces or quotes (a structured-field string's content). */
const KEY_FORMAT = /^[A-Za-z0-9._~:+/=-]{8,128}$/;

export const KEY_FORMAT_MESSAGE =
  'Must be 8 to 128 letters, digits or . _ ~ : + / = - (a UUID is best), optionally in double quotes.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key row and must store its answer. */
    idempotencyClaim?: Claim;
  }
}

interface Claim {
  userId: string;
  key: string;
  /** The answer's headers as the claim was made: what the route sets is what differs at the end. */
  headersBefore: Record<string, unknown>;
}

/** The header's key: bare or as a structured-field string ("..."); 400 naming the header otherwise. */
export function parseIdempotencyKey(header: string | string[]): string {
  const raw = Array.isArray(header) ? header.join(',') : header;
  const quoted = /^"(.*)"$/.exec(raw.trim());
  const key = quoted ? (quoted[1] ?? '') : raw.trim();
  if (!KEY_FORMAT.test(key))
    throw badRequest(`Invalid ${IDEMPOTENCY_HEADER} header`, {
      [IDEMPOTENCY_HEADER]: KEY_FORMAT_MESSAGE,
    });
  return key;
}

/**
 * A multipart upload's body is streamed to the handler, after this hook, and its boundary differs on
 * each send: the key alone names it there (the queue never reuses a key for another file).
 */
function fingerprintOf(request: FastifyRequest): Fingerprint {
  const multipart = request.isMultipart();
  const body = multipart ? 'multipart' : canonicalJson(request.body ?? null);
  return {
    method: request.method,
    pathHash: createHash('sha256').update(request.url).digest('hex'),
    bodyHash: createHash('sha256').update(body).digest('base64url'),
  };
}

/** What a sealed answer is bound to: a sealed answer copied to another member's row does not open. */
const sealedFor = (claim: { userId: string; key: string }) => `${claim.userId}/${claim.key}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sameRequest(
  row: { method: string; path_hash: string; body_hash: string },
  print: Fingerprint,
): boolean {
  return (
    row.method === print.method &&
    row.path_hash === print.pathHash &&
    row.body_hash === print.bodyHash
  );
}

const reused = () =>
  unprocessable({
    [IDEMPOTENCY_HEADER]:
      'This key was already used for a different request. Send a new key for a new change.',
  });

const stillRunning = () =>
  new HttpError(
    409,
    `A request with this ${IDEMPOTENCY_HEADER} is still being processed. Try again shortly.`,
    { [IDEMPOTENCY_HEADER]: 'The first request with this key has not finished yet.' },
    { 'retry-after': '1' },
  );

// Unprocessable, not a conflict: the offline queue retries a 409, and this one never changes.
const answerNotKept = () =>
  unprocessable({
    [IDEMPOTENCY_HEADER]:
      'This change was already made, and its answer can no longer be shown. Reload to see it; send a new key only to make it again.',
  });

/** Claims the key, or answers as the first request did (or waits for it to finish). */
async function beforeHandler(
  store: IdempotencyStore,
  seal: AnswerSeal,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const header = request.headers[HEADER];
  if (!WRITE_METHODS.has(request.method) || header === undefined) return undefined;
  const key = parseIdempotencyKey(header);
  const userId = request.auth?.user.id;
  if (!userId) return undefined;
  const print = fingerprintOf(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await store.claim(userId, key, print)) {
      request.idempotencyClaim = { userId, key, headersBefore: { ...reply.getHeaders() } };
      return undefined;
    }
    const row = await store.find(userId, key);
    if (!row) continue; // released by a failed first request in between: claim it now.
    if (!sameRequest(row, print)) throw reused();
    if (row.status !== null) {
      const answer = row.answer && seal.open(sealedFor({ userId, key }), row.answer);
      if (!answer) throw answerNotKept();
      return reply
        .code(row.status)
        .headers(answer.headers)
        .header(REPLAYED_HEADER, 'true')
        .send(answer.body);
    }
    if (Date.now() >= deadline) throw stillRunning();
    await sleep(POLL_MS);
  }
}

/** The body as sent: bytes, or null for a stream (it goes out as it is read: nothing to keep). */
function bodyBytes(payload: unknown): Buffer | null {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : null;
}

/** The headers set since the claim: the route's (content type, disposition, its own), not the hooks' before it. */
function routeHeaders(reply: FastifyReply, before: Record<string, unknown>): KeptAnswer['headers'] {
  const kept: KeptAnswer['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || HEADERS_NOT_KEPT.has(name)) continue;
    if (JSON.stringify(before[name]) !== JSON.stringify(value)) kept[name] = value;
  }
  return kept;
}

/** Keeps the answer of the request that holds the key, or lets the key go when a retry should run. */
async function beforeSend(
  store: IdempotencyStore,
  seal: AnswerSeal,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  request.idempotencyClaim = undefined;
  const status = reply.statusCode;
  if (status >= 500 || status === 429) {
    await store.release(claim.userId, claim.key);
    return;
  }
  const body = bodyBytes(payload);
  const sealed =
    body && body.length <= MAX_KEPT_BYTES
      ? seal.seal(sealedFor(claim), { headers: routeHeaders(reply, claim.headersBefore), body })
      : null;
  await store.complete(claim.userId, claim.key, status, sealed);
}

/** Installs the header for every route of the app (before the routes are registered). */
export function installIdempotency(app: FastifyInstance): void {
  const store = new IdempotencyStore(app.db);
  const seal = new AnswerSeal(app.config.jwtSecret);
  // preHandler: after each route's own onRequest authentication and its body validation.
  app.addHook('preHandler', (request, reply) => beforeHandler(store, seal, request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    await beforeSend(store, seal, request, reply, payload);
    return payload;
  });
  // A request that ends without an answer (the client went away mid-handler) frees its key.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (claim) await store.release(claim.userId, claim.key);
  });
}
