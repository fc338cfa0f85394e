import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';

type Account = Pick<UserRow, 'email' | 'email_verified_at'>;

/**
 * The one rule for ADMIN_EMAILS (docs/security.md T24): an account is made admin by its address only
 * once the address is proven (a confirmed link, a reset, or Google vouching for it). Anyone can type
 * the admin's address into the registration form; only its owner can prove it.
 */
export function shouldBeAdmin(adminEmails: readonly string[], account: Account): boolean {
  return account.email_verified_at !== null && adminEmails.includes(account.email.toLowerCase());
}

/**
 * Gives the account the admin role when `shouldBeAdmin` says so, and answers the row as it now is.
 * Every way an account appears or proves its address calls it: registration, Google sign-in, the
 * email confirmation, a password reset.
 */
export async function applyAdminRole(
  db: Db,
  adminEmails: readonly string[],
  user: UserRow,
): Promise<UserRow> {
  if (user.role === 'admin' || !shouldBeAdmin(adminEmails, user)) return user;
  return db
    .updateTable('users')
    .set({ role: 'admin', updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AdminGrant {
  /** Addresses whose account is admin now. */
  granted: string[];
  /** Addresses whose account has not proven its address yet: it becomes admin when it does. */
  unproven: string[];
}

/** Grants the admin role to the accounts with these addresses that have proven them (admin:grant). */
export async function grantAdmin(db: Db, emails: readonly string[]): Promise<AdminGrant> {
  const wanted = emails.map((email) => email.toLowerCase());
  if (wanted.length === 0) return { granted: [], unproven: [] };
  const accounts = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, 'in', wanted)
    .execute();
  const result: AdminGrant = { granted: [], unproven: [] };
  for (const account of accounts) {
    const after = await applyAdminRole(db, wanted, account);
    (after.role === 'admin' ? result.granted : result.unproven).push(account.email.toLowerCase());
  }
  return result;
}

/**
 * At every start: ADMIN_EMAILS applied by the same rule, and the role taken back from any admin
 * whose address was never proven (earlier versions granted it to unverified accounts).
 */
export async function applyAdminEmails(db: Db, adminEmails: readonly string[]): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: 'user', updated_at: new Date() })
    .where('role', '=', 'admin')
    .where('email_verified_at', 'is', null)
    .execute();
  await grantAdmin(db, adminEmails);
}
