import type { SignInResult } from '@vg/contract';
import type { CurrentUser } from '@vg/shared';

/** What registration and sign-in answer inside `data`. */
export type { SignInResult };

export const USER_LOAD_FAILED =
  'You are signed in, but your account could not be loaded. Please try again.';

/**
 * Hands a fresh token to the session and waits for its user, so a form stays pending until the
 * person is really signed in (session.signIn resolves null when the user fetch fails).
 */
export async function startSession(
  signIn: (token: string) => Promise<CurrentUser | null>,
  token: string,
): Promise<CurrentUser> {
  const user = await signIn(token);
  if (!user) throw new Error(USER_LOAD_FAILED);
  return user;
}
