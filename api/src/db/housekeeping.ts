import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Drops rows that can no longer matter: expired bearer-token records (an expired JWT is refused by its
 * own exp) and emailed-link tokens a week past expiry. Run at start; cheap with the indexes in place.
 */
export async function removeExpiredTokens(db: Db): Promise<void> {
  await db.deleteFrom('auth_tokens').where('expires_at', '<', new Date()).execute();
  await db
    .deleteFrom('email_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .execute();
}
