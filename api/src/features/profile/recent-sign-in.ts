import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../../http/authenticate.js';
import { HttpError } from '../../http/errors.js';
import { verifyPassword } from '../../security/passwords.js';
import { WRONG_PASSWORD } from './change-email.js';

/** How recent a Google sign-in must be to stand in for a password (docs/security.md T41). */
export const RECENT_SIGN_IN_MINUTES = 5;
export const PASSWORD_NEEDED = 'Enter your password to delete your account.';

/** "To delete your account, sign in with Google again, then delete it within 5 minutes." */
export const googleSignInAgain = (toDo: string, it: string) =>
  `To ${toDo}, sign in with Google again, then ${it} within ${RECENT_SIGN_IN_MINUTES} minutes.`;

/**
 * For an account without a password: this session must be a Google sign-in of the last few
 * minutes, so a stolen session alone is not enough. `message` says what to do.
 */
export async function requireRecentGoogleSignIn(
  app: FastifyInstance,
  tokenId: string,
  message: string,
): Promise<void> {
  const since = new Date(Date.now() - RECENT_SIGN_IN_MINUTES * 60_000);
  const session = await app.db
    .selectFrom('auth_tokens')
    .select('id')
    .where('id', '=', tokenId)
    .where('method', '=', 'google')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (!session) throw new HttpError(403, message, { recentGoogleSignIn: message });
}

/**
 * Proof that the person at the keyboard is the member before the account is deleted: the password
 * again (counted with the sign-in limiter, so it cannot be guessed here), or for an account without
 * one, a Google sign-in of the last few minutes.
 */
export async function requireProofOfPresence(
  app: FastifyInstance,
  { user, tokenId }: RequestAuth,
  password: string | undefined,
): Promise<void> {
  if (!user.password_hash) {
    return requireRecentGoogleSignIn(
      app,
      tokenId,
      googleSignInAgain('delete your account', 'delete it'),
    );
  }
  if (!password) throw new HttpError(422, PASSWORD_NEEDED, { password: PASSWORD_NEEDED });
  await app.rateLimiters.signInPerAccount.consume(`password-check:${user.id}`);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new HttpError(403, WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
}
