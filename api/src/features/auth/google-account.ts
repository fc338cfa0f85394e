import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import type { GoogleIdentity } from './google-client.js';
import { USERNAME_MAX } from '../users/user-fields.js';
import { isUniqueViolation, isUsernameTaken } from '../users/user-queries.js';

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

  const now = new Date();
  // Linking by email is only safe when the provider vouches for the address.
  if (identity.emailVerified) {
    const linked = await db
      .updateTable('users')
      .set((eb) => ({
        google_subject: identity.subject,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
        updated_at: now,
      }))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email))
      .where('google_subject', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (linked) return linked;
  }

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
        role: app.config.adminEmails.includes(identity.email) ? 'admin' : 'user',
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  // One retry covers two first sign-ins racing for the same suggested username.
  return insert().catch((error: unknown) =>
    isUniqueViolation(error) ? insert() : Promise.reject(error),
  );
}
