import { sql } from 'kysely';
import { sweepExpiredIdempotencyKeys } from '../http/idempotency-store.js';
import type { Db } from './database.js';

/**
 * Drops rows that can no longer matter: bearer-token records 90 days past expiry (an expired JWT is
 * refused by its own exp; until then the record says which devices a member has used, so a sign-in
 * from an unseen one can be told), emailed-link tokens a week past expiry, finished rate-limit
 * windows and expired Idempotency-Keys. Run at start; cheap with the indexes in place.
 */
export async function removeStaleRows(db: Db): Promise<void> {
  await db
    .deleteFrom('auth_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '90 days'`)
    .execute();
  await db
    .deleteFrom('rate_limit_windows')
    .where('resets_at', '<', sql<Date>`now()`)
    .execute();
  await sweepExpiredIdempotencyKeys(db);
  await db
    .deleteFrom('email_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .execute();
}
