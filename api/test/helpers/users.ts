import { randomUUID } from 'node:crypto';
import type { UserRole, UserRow } from '../../src/db/schema.js';
import { hashPassword } from '../../src/security/passwords.js';
import type { TestContext } from './test-app.js';

export const DEFAULT_PASSWORD = 'vintage-carburettor-1967';
// argon2id is deliberately slow; one hash of the default password serves every test user.
let defaultHash: Promise<string> | undefined;

export interface TestUserOptions {
  username?: string;
  email?: string;
  password?: string;
  role?: UserRole;
  verified?: boolean;
  /** Suspends the account with this message. */
  suspended?: string;
  /** false: a Google-created account that has not consented yet. */
  consented?: boolean;
}

export interface TestUser {
  user: UserRow;
  token: string;
  password: string;
  /** Headers for app.inject: `{ authorization: 'Bearer ...' }`. */
  headers: { authorization: string };
}

/** Inserts a user directly (no email, no rate limit) and issues a token for it. */
export async function createUser(
  ctx: TestContext,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const unique = randomUUID().slice(0, 8);
  const password = options.password ?? DEFAULT_PASSWORD;
  const passwordHash =
    options.password === undefined
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  const now = new Date();
  const user = await ctx.db
    .insertInto('users')
    .values({
      username: options.username ?? `user_${unique}`,
      email: options.email ?? `user_${unique}@example.test`,
      password_hash: passwordHash,
      role: options.role ?? 'user',
      email_verified_at: options.verified === false ? null : now,
      consented_at: options.consented === false ? null : now,
      suspended_at: options.suspended ? now : null,
      suspension_message: options.suspended ?? null,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await ctx.app.tokens.issue(user.id);
  return { user, token, password, headers: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (ctx: TestContext, options: TestUserOptions = {}) =>
  createUser(ctx, { ...options, role: 'admin' });
