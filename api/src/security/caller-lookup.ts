import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { idleCutoff, type TokenClaims } from './auth-tokens.js';

interface Waiter {
  userId: string;
  resolve: (user: UserRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Who is asking, checked in the database on every request: the token's record must exist, be
 * unrevoked and unexpired, used within the idle period, and belong to the token's user. Under load many requests arrive in one
 * turn of the event loop; their checks are answered by one query at the end of that turn instead
 * of one query each (docs/adr/0003). A revocation committed before that query is always seen.
 */
export class CallerLookup {
  // Token id -> the requests asking about it, until the end of this turn's flush.
  private pending = new Map<string, Waiter[]>();

  constructor(
    private readonly db: Db,
    private readonly idleDays: number,
  ) {}

  /** The user the token belongs to, or undefined when the token is no longer good. */
  find(claims: TokenClaims): Promise<UserRow | undefined> {
    return new Promise((resolve, reject) => {
      // The first request of a turn schedules the flush; setImmediate runs once the requests read
      // in this turn have all asked.
      if (this.pending.size === 0) setImmediate(() => void this.flush());
      const waiters = this.pending.get(claims.tokenId);
      const waiter = { userId: claims.userId, resolve, reject };
      if (waiters) waiters.push(waiter);
      else this.pending.set(claims.tokenId, [waiter]);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    try {
      // One statement text whatever the batch size, so it is prepared once; and planned once: the
      // list is read in a subquery, which the planner cannot look into. Given the list itself, it
      // found each call's own plan (for just these tokens) cheaper than a shared plan, and made
      // one on every call, which cost several times what running it does.
      const rows = await this.db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .selectAll('users')
        .select('auth_tokens.id as token_id')
        .where(sql<boolean>`auth_tokens.id = any((select ${[...batch.keys()]}::uuid[])::uuid[])`)
        .where('auth_tokens.revoked_at', 'is', null)
        .where('auth_tokens.expires_at', '>', new Date())
        .where(
          sql<Date>`coalesce(auth_tokens.last_seen_at, auth_tokens.created_at)`,
          '>',
          idleCutoff(this.idleDays),
        )
        .execute();
      const byToken = new Map(rows.map(({ token_id, ...user }) => [token_id, user]));
      for (const [tokenId, waiters] of batch) {
        const user = byToken.get(tokenId);
        // Each request gets its own copy of the row.
        for (const waiter of waiters)
          waiter.resolve(user?.id === waiter.userId ? { ...user } : undefined);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}
