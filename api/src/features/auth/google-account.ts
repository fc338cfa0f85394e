import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { GoogleSignInError, type GoogleIdentity } from './google-client.js';
import { isUniqueViolation, isUsernameTaken } from '../users/user-queries.js';
import { revokeTokensOf } from '../../security/auth-tokens.js';
import { spendOutstandingEmailTokens } from '../../security/email-tokens.js';
import { applyAdminRole } from '../users/admin-role.js';
import { sendGoogleTakeoverEmail } from './account-emails.js';
import { USERNAME_MAX } from '@vg/contract';

/** A username for a new Google account: the email's local part, made valid and unique. */
async function suggestUsername(app: FastifyInstance, identity: GoogleIdentity): Promise<string> {
  const base = (identity.email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, USERNAME_MAX - 6);
  const stem = base.length >= 3 ? base : `driver${base}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}${Math.floor(Math.random() * 100_000)}`;
    if (!(await isUsernameTaken(app.db, candidate))) return candidate;
  }
  return `${stem.slice(0, USERNAME_MAX - 13)}${Date.now()}`;
}

/**
 * Links this Google identity to the account that holds the same address, when there is one without
 * a Google identity yet. Google vouches for the address; the account may not have proved it. An
 * account whose address was never verified was possibly registered by someone else ("pre-hijacking",
 * docs/adr/0004-google-link-takes-over-unverified-accounts.md): the person who proved the
 * address takes it over, and whoever registered it loses every way in, in the same transaction:
 * the password, every session, every emailed link (a pending change of address among them), and
 * the consent given in their name.
 */
async function linkByEmail(
  app: FastifyInstance,
  identity: GoogleIdentity,
): Promise<{ user: UserRow; tookOver: boolean } | undefined> {
  return app.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email))
      .where('google_subject', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) return undefined;
    const tookOver = existing.email_verified_at === null;
    const now = new Date();
    const linked = await trx
      .updateTable('users')
      .set({
        google_subject: identity.subject,
        email_verified_at: existing.email_verified_at ?? now,
        updated_at: now,
        ...(tookOver ? { password_hash: null, consented_at: null } : {}),
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Google vouched for the address: an ADMIN_EMAILS account is proven now (docs/security.md T24).
    const user = await applyAdminRole(trx, app.config.adminEmails, linked);
    if (tookOver) {
      await revokeTokensOf(trx, user.id);
      await spendOutstandingEmailTokens(trx, user.id);
    }
    return { user, tookOver };
  });
}

export const ADDRESS_HELD_MESSAGE =
  'Another account already uses this email address. Sign in to it with its password or with the Google account linked to it.';

/**
 * Refuses a new account for an address another account holds: one linked to another Google identity,
 * or one Google did not vouch for. The callback shows the message on the sign-in page
 * (docs/security.md, T34), where the unique address would otherwise fail the insert.
 */
async function refuseHeldAddress(app: FastifyInstance, email: string): Promise<void> {
  const holder = await app.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (holder) throw new GoogleSignInError(ADDRESS_HELD_MESSAGE);
}

/** Finds the account by Google subject, else links the account with the same verified email, else creates one. */
export async function findOrCreateGoogleUser(
  app: FastifyInstance,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const { db } = app;
  const bySubject = await db
    .selectFrom('users')
    .selectAll()
    .where('google_subject', '=', identity.subject)
    .executeTakeFirst();
  if (bySubject) return bySubject;

  // Linking by email is only safe when the provider vouches for the address.
  if (identity.emailVerified) {
    const linked = await linkByEmail(app, identity);
    if (linked?.tookOver) await sendGoogleTakeoverEmail(app, linked.user);
    if (linked) return linked.user;
  }

  await refuseHeldAddress(app, identity.email);
  const now = new Date();
  const insert = async () =>
    db
      .insertInto('users')
      .values({
        email: identity.email,
        username: await suggestUsername(app, identity),
        display_name: identity.name,
        google_subject: identity.subject,
        email_verified_at: identity.emailVerified ? now : null,
        consented_at: null,
        role: 'user',
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .then((created) => applyAdminRole(db, app.config.adminEmails, created));
  // One retry covers two first sign-ins racing for the same suggested username; one that lost a
  // race for the address is refused as above.
  return insert().catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    await refuseHeldAddress(app, identity.email);
    return insert();
  });
}
