import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** How long a key and its answer are kept. A queued change older than that is a new request. */
export const KEEP_HOURS = 24;
/**
 * Live keys kept per member, refusals included; past it the member's oldest goes. A bound, not a
 * refusal: the offline queue sends its changes however many there are (docs/adr/0015), and a key
 * this old has long been answered.
 */
export const KEYS_PER_MEMBER = 1_000;
/** A row still locked after this long belongs to a process that died: a replay takes it over. */
const ABANDONED_AFTER_SECONDS = 120;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 1_000;

export interface Fingerprint {
  method: string;
  /** SHA-256 of the path as sent: the row keeps no address of any length. */
  pathHash: string;
  bodyHash: string;
}

/**
 * Deletes every expired key, a batch at a time until none is left (a batch keeps each statement
 * short; rows another process is sweeping are skipped, not waited for).
 */
export async function sweepExpiredIdempotencyKeys(db: Db): Promise<void> {
  for (;;) {
    const { rows } = await sql`delete from idempotency_keys where (user_id, key) in (
        select user_id, key from idempotency_keys where expires_at <= now()
        limit ${SWEEP_BATCH} for update skip locked) returning 1`.execute(db);
    if (rows.length < SWEEP_BATCH) return;
  }
}

/** The `idempotency_keys` rows: the first request's lock, then its sealed answer. */
export class IdempotencyStore {
  private lastSweep = Date.now();

  constructor(private readonly db: Db) {}

  /** Inserts the row, or takes over an expired or abandoned one; false when another request has it. */
  async claim(userId: string, key: string, print: Fingerprint): Promise<boolean> {
    await this.sweepIfDue();
    const expires = sql<Date>`now() + make_interval(hours => ${KEEP_HOURS})`;
    const request = { method: print.method, path_hash: print.pathHash, body_hash: print.bodyHash };
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, ...request, expires_at: expires })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) {
      await this.evictBeyondBound(userId);
      return true;
    }
    // An expired key is a new request; an abandoned one (its process died) is the same one again.
    const taken = await this.db
      .updateTable('idempotency_keys')
      .set({
        ...request,
        status: null,
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
            eb('path_hash', '=', print.pathHash),
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

  /** The request is answered: `answer` is the sealed answer, or null when it could not be kept. */
  async complete(userId: string, key: string, status: number, answer: Buffer | null) {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status, answer })
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

  private async evictBeyondBound(userId: string): Promise<void> {
    await sql`delete from idempotency_keys where user_id = ${userId} and key in (
        select key from idempotency_keys where user_id = ${userId}
        order by locked_at desc, key desc offset ${KEYS_PER_MEMBER})`.execute(this.db);
  }

  /** Expired keys go while the API is written to, not only at start (as rate-limit windows do). */
  private async sweepIfDue(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await sweepExpiredIdempotencyKeys(this.db);
  }
}
