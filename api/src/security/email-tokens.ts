import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { EmailTokenPurpose } from '../db/schema.js';

const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use token for an emailed link; only its hash is stored. */
export async function createEmailToken(
  db: Db,
  input: { userId: string; purpose: EmailTokenPurpose; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_tokens')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      email: input.email,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + LIFETIME_MS[input.purpose]),
    })
    .execute();
  return token;
}

/**
 * Marks an unused, unexpired token of one of the given purposes as used and returns it.
 * The update is the check, so two concurrent uses cannot both succeed.
 */
export async function consumeEmailToken(db: Db, token: string, purposes: EmailTokenPurpose[]) {
  return db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', sha256(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'purpose', 'email'])
    .executeTakeFirst();
}

/**
 * A link that already worked, opened again: the address it confirmed, when that address is still
 * the account's and confirmed (else null). Its holder learns only what the first use told them.
 */
export async function alreadyConfirmedBy(db: Db, token: string, purposes: EmailTokenPurpose[]) {
  const row = await db
    .selectFrom('email_tokens')
    .innerJoin('users', 'users.id', 'email_tokens.user_id')
    .select('users.email')
    .where('email_tokens.token_hash', '=', sha256(token))
    .where('email_tokens.purpose', 'in', purposes)
    .where('email_tokens.used_at', 'is not', null)
    .where('users.email_verified_at', 'is not', null)
    .whereRef('users.email', '=', 'email_tokens.email')
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Marks every unused emailed link of the account as used. When who controls an account changes (a
 * password reset, a Google sign-in taking over a never-verified account), a link sent earlier, such as
 * a pending change of address to somebody else's mailbox, must not outlive it.
 */
export async function spendOutstandingEmailTokens(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
