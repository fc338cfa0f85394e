import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { tooManyRequests } from '../http/errors.js';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Finished windows dropped by one sweep at most: a sweep costs one short statement. */
const SWEEP_BATCH = 1_000;
/** The longest a finished window waits for a sweep while the API is being written to. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Drops finished windows while the API runs, not only at start (docs/security.md, T33): the write
 * that finds the last sweep old enough deletes a batch first. A flood of new addresses thus leaves
 * at most the rows of the windows still running, plus one sweep interval's worth. A full batch
 * leaves the sweep due, so the next write goes on with the backlog. One per set of limiters.
 */
export class RateLimitSweeper {
  private lastSweep = Date.now();

  constructor(
    private readonly db: Db,
    private readonly everyMs: number,
  ) {}

  /** `db`: the caller's transaction, when it counts inside one. */
  async sweepIfDue(db: Db = this.db): Promise<void> {
    if (Date.now() - this.lastSweep < this.everyMs) return;
    this.lastSweep = Date.now();
    // skip locked: replicas sweeping at the same time take different rows instead of waiting.
    const { numAffectedRows } = await sql`
      delete from rate_limit_windows where key in (
        select key from rate_limit_windows where resets_at <= now()
        limit ${SWEEP_BATCH} for update skip locked)`.execute(db);
    if (Number(numAffectedRows ?? 0) >= SWEEP_BATCH) this.lastSweep = 0;
  }
}

/**
 * A fixed-window counter per key (an account, an address), kept in the database every API process
 * shares: with two replicas behind the host, a limit is still the limit, not twice it. One statement
 * counts every key of an attempt and answers how long the fullest window still runs.
 */
export class KeyedRateLimiter {
  constructor(
    private readonly db: Db,
    /** Prefixes every key, so two limiters counting the same address keep separate windows. */
    private readonly name: string,
    private readonly limit: RateLimit,
    private readonly sweeper?: RateLimitSweeper,
  ) {}

  /** Counts one attempt for each key; throws 429 when any key is over its limit. */
  consume(...keys: string[]): Promise<void> {
    return this.consumeOn(this.db, keys);
  }

  /**
   * `consume` inside the caller's transaction: the attempt counts only if what it allows is
   * committed (on PGlite a statement outside the transaction would wait for its end).
   */
  async consumeOn(db: Db, keys: string[]): Promise<void> {
    await this.sweeper?.sweepIfDue(db);
    const names = [...new Set(keys)].map((key) => `${this.name}/${key}`);
    // The database's clock, not this process's: replicas on different machines share one window.
    const { rows } = await sql<{ hits: number; retry_after_ms: number }>`
      insert into rate_limit_windows as w (key, hits, resets_at)
      select key, 1, now() + make_interval(secs => ${this.limit.windowMs / 1000})
      from unnest(${names}::text[]) as key
      on conflict (key) do update set
        hits = case when w.resets_at <= now() then 1 else w.hits + 1 end,
        resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
      returning hits, extract(epoch from (resets_at - now())) * 1000 as retry_after_ms`.execute(db);
    const over = rows.filter((row) => row.hits > this.limit.max);
    if (over.length === 0) return;
    const retryAfterMs = Math.max(...over.map((row) => Number(row.retry_after_ms)));
    throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
}

export interface RateLimitSettings {
  /** Password sign-in attempts, counted per account and per address. */
  signInPerAccount: RateLimit;
  signInPerAddress: RateLimit;
  /** Password reset and verification emails, per address asked for and per client address. */
  emailPerAccount: RateLimit;
  emailPerAddress: RateLimit;
  /** Account creation per client address. */
  registerPerAddress: RateLimit;
  /** Comments and replies per member (docs/product.md#comments). */
  commentsPerMember: RateLimit;
  /** Reports of comments and cars per member. */
  reportsPerMember: RateLimit;
  // What a stranger can call, per client address (docs/security.md, T32): one address cannot
  // spend the database or the memory of the API, whatever accounts it holds.
  /** The contact form, per address (and per member when signed in). */
  feedbackPerAddress: RateLimit;
  /** Starting a Google sign-in, which keeps its secrets in memory until the callback. */
  googleStartPerAddress: RateLimit;
  /** Comments and replies, per address, whichever member sends them. */
  commentsPerAddress: RateLimit;
  /** Reports, per address, whichever member sends them. */
  reportsPerAddress: RateLimit;
  /** Sale dossiers made per member: each renders a PDF (docs/security.md, T42). */
  dossiersPerMember: RateLimit;
  /** "Export everything" started per member: each reads the whole account (docs/product.md#your-data). */
  exportsPerMember: RateLimit;
  /**
   * Sale dossier verifications, page and JSON together, per address: one that misses the kept
   * answer reads and hashes every record of the car again (docs/security.md, T42).
   */
  verifyPerAddress: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { max: 50, windowMs: 15 * MINUTE },
  emailPerAccount: { max: 5, windowMs: 60 * MINUTE },
  emailPerAddress: { max: 30, windowMs: 60 * MINUTE },
  registerPerAddress: { max: 30, windowMs: 60 * MINUTE },
  commentsPerMember: { max: 10, windowMs: 10 * MINUTE },
  reportsPerMember: { max: 20, windowMs: 60 * MINUTE },
  feedbackPerAddress: { max: 10, windowMs: 60 * MINUTE },
  googleStartPerAddress: { max: 30, windowMs: 10 * MINUTE },
  commentsPerAddress: { max: 30, windowMs: 10 * MINUTE },
  reportsPerAddress: { max: 60, windowMs: 60 * MINUTE },
  dossiersPerMember: { max: 10, windowMs: 60 * MINUTE },
  exportsPerMember: { max: 3, windowMs: 24 * 60 * MINUTE },
  verifyPerAddress: { max: 60, windowMs: 10 * MINUTE },
};

export type RateLimiters = Record<keyof RateLimitSettings, KeyedRateLimiter>;

export function createRateLimiters(
  db: Db,
  overrides: Partial<RateLimitSettings> = {},
  scale = 1,
): RateLimiters {
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const limits = Object.values(settings);
  // A window can only finish after its length: sweeping more often than the shortest finds nothing.
  const sweeper = new RateLimitSweeper(
    db,
    Math.min(SWEEP_EVERY_MS, ...limits.map((limit) => limit.windowMs)),
  );
  return Object.fromEntries(
    Object.entries(settings).map(([name, limit]) => [
      name,
      new KeyedRateLimiter(db, name, { ...limit, max: limit.max * scale }, sweeper),
    ]),
  ) as RateLimiters;
}
