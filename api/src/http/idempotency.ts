import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { HttpError, badRequest, unprocessable } from './errors.js';

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
 * - Answers are kept KEEP_HOURS. A 5xx or 429 is not kept: the key is released, and a retry runs.
 *   Neither is an answer that carries a bearer token (change of password).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
export const REPLAYED_HEADER = 'idempotent-replayed';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** How long a key and its answer are kept. A queued change older than that is a new request. */
export const KEEP_HOURS = 24;
/** How long a replay waits for the first request to finish before being told to come back. */
const WAIT_MS = 5_000;
const POLL_MS = 50;
/** A row still locked after this long belongs to a process that died: a replay takes it over. */
const ABANDONED_AFTER_SECONDS = 120;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 1_000;
/** UUIDs, ULIDs and the like: printable, no spaces or quotes (a structured-field string's content). */
const KEY_FORMAT = /^[A-Za-z0-9._~:+/=-]{8,128}$/;

export const KEY_FORMAT_MESSAGE =
  'Must be 8 to 128 letters, digits or . _ ~ : + / = - (a UUID is best), optionally in double quotes.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key row and must store its answer. */
    idempotencyClaim?: { userId: string; key: string };
  }
}

interface Fingerprint {
  method: string;
  path: string;
  bodyHash: string;
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

/** Same JSON whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * A multipart upload's body is streamed to the handler, after this hook, and its boundary differs on
 * each send: the key alone names it there (the queue never reuses a key for another file).
 */
function fingerprintOf(request: FastifyRequest): Fingerprint {
  const multipart = request.isMultipart();
  const body = multipart ? 'multipart' : canonical(request.body ?? null);
  return {
    method: request.method,
    path: request.url,
    bodyHash: createHash('sha256').update(body).digest('base64url'),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class IdempotencyStore {
  private lastSweep = Date.now();

  constructor(private readonly db: Db) {}

  /** Inserts the row, or takes over an expired or abandoned one; false when another request has it. */
  async claim(userId: string, key: string, print: Fingerprint): Promise<boolean> {
    await this.sweepIfDue();
    const expires = sql<Date>`now() + make_interval(hours => ${KEEP_HOURS})`;
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        method: print.method,
        path: print.path,
        body_hash: print.bodyHash,
        expires_at: expires,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return true;
    // An expired key is a new request; an abandoned one (its process died) is the same one again.
    const taken = await this.db
      .updateTable('idempotency_keys')
      .set({
        method: print.method,
        path: print.path,
        body_hash: print.bodyHash,
        status: null,
        content_type: null,
        answer: null,
        locked_at: sql<Date>`now()`,
        expires_at: expires,
      })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', sql<Date>`now()`),
          eb.and([
            eb('status', 'is', null),
            eb(
              'locked_at',
              '<',
              sql<Date>`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
            ),
            eb('method', '=', print.method),
            eb('path', '=', print.path),
            eb('body_hash', '=', print.bodyHash),
          ]),
        ]),
      )
      .returning('key')
      .executeTakeFirst();
    return Boolean(taken);
  }

  find(userId: string, key: string) {
    return this.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async complete(
    userId: string,
    key: string,
    answer: { status: number; contentType: string | null; body: string },
  ): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status: answer.status, content_type: answer.contentType, answer: answer.body })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }

  async release(userId: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }

  /** Expired keys go while the API is written to, not only at start (as rate-limit windows do). */
  private async sweepIfDue(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await sql`delete from idempotency_keys where (user_id, key) in (
        select user_id, key from idempotency_keys where expires_at <= now()
        limit ${SWEEP_BATCH} for update skip locked)`.execute(this.db);
  }
}

function sameRequest(
  row: { method: string; path: string; body_hash: string },
  print: Fingerprint,
): boolean {
  return row.method === print.method && row.path === print.path && row.body_hash === print.bodyHash;
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

/** Claims the key, or answers as the first request did (or waits for it to finish). */
async function beforeHandler(
  store: IdempotencyStore,
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
      request.idempotencyClaim = { userId, key };
      return undefined;
    }
    const row = await store.find(userId, key);
    if (!row) continue; // released by a failed first request in between: claim it now.
    if (!sameRequest(row, print)) throw reused();
    if (row.status !== null) {
      reply.code(row.status).header(REPLAYED_HEADER, 'true');
      if (row.content_type) reply.header('content-type', row.content_type);
      return reply.send(row.answer ?? '');
    }
    if (Date.now() >= deadline) throw stillRunning();
    await sleep(POLL_MS);
  }
}

const CARRIES_TOKEN = /"token"\s*:/;

/** Keeps the answer of the request that holds the key, or lets the key go when a retry should run. */
async function beforeSend(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  request.idempotencyClaim = undefined;
  const status = reply.statusCode;
  const body =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  if (status >= 500 || status === 429 || body === null || CARRIES_TOKEN.test(body)) {
    await store.release(claim.userId, claim.key);
    return;
  }
  const contentType = reply.getHeader('content-type');
  await store.complete(claim.userId, claim.key, {
    status,
    contentType: typeof contentType === 'string' ? contentType : null,
    body,
  });
}

/** Installs the header for every route of the app (before the routes are registered). */
export function installIdempotency(app: FastifyInstance): void {
  const store = new IdempotencyStore(app.db);
  // preHandler: after each route's own onRequest authentication and its body validation.
  app.addHook('preHandler', (request, reply) => beforeHandler(store, request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    await beforeSend(store, request, reply, payload);
    return payload;
  });
  // A request that ends without an answer (the client went away mid-handler) frees its key.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (claim) await store.release(claim.userId, claim.key);
  });
}
