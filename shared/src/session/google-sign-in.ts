import { sameSitePath } from '@vg/contract/rules';
import { API_PREFIX } from '../api/api-base';
import { apiPath } from '../api/call-api';

// Login CSRF (docs/security.md T40): the API's Google callback comes back to `/#token=…&login=…`.
// Before leaving for the provider this tab keeps a random value in session storage and sends it
// along; a token is accepted only with the value this tab kept, so a link someone else made from
// their own sign-in cannot sign a reader into their account.

/** The API route that starts "Sign in with Google" (a page the browser goes to, not a fetch). */
export const GOOGLE_SIGN_IN_PATH = `${API_PREFIX}${apiPath('GET /auth/google')}`;
export const GOOGLE_SIGN_IN_STORAGE_KEY = 'vg_google_sign_in';

interface KeptSignIn {
  login: string;
  /** Where the app goes once signed in (e.g. back to the profile after signing in again). */
  returnTo: string | null;
}

function randomLoginValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  // base64url: what the API's `login` field accepts (16 to 128 of [A-Za-z0-9_-]).
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * Keeps a fresh value for this tab and answers the address that starts the sign-in with it. Called
 * as the person leaves for the provider; a newer call replaces an older value.
 */
export function startGoogleSignIn(returnTo?: string): string {
  const kept: KeptSignIn = { login: randomLoginValue(), returnTo: returnTo ?? null };
  try {
    window.sessionStorage.setItem(GOOGLE_SIGN_IN_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Without session storage the return cannot be matched and is refused, as it must be.
  }
  return `${GOOGLE_SIGN_IN_PATH}?login=${kept.login}`;
}

function takeKept(): KeptSignIn | null {
  try {
    const raw = window.sessionStorage.getItem(GOOGLE_SIGN_IN_STORAGE_KEY);
    window.sessionStorage.removeItem(GOOGLE_SIGN_IN_STORAGE_KEY);
    const kept = raw ? (JSON.parse(raw) as Partial<KeptSignIn>) : null;
    return typeof kept?.login === 'string'
      ? { login: kept.login, returnTo: kept.returnTo ?? null }
      : null;
  } catch {
    return null;
  }
}

export type GoogleReturn = { accepted: true; returnTo: string | null } | { accepted: false };

/**
 * On return from the provider: whether `login` (from the address) is the value this tab kept. The
 * kept value is spent either way, so one start finishes at most one sign-in.
 */
export function finishGoogleSignIn(login: string | null): GoogleReturn {
  const kept = takeKept();
  if (!kept || !login || kept.login !== login) return { accepted: false };
  // Only a path of this site, as after the sign-in form (docs/security.md T47).
  return { accepted: true, returnTo: sameSitePath(kept.returnTo, window.location.origin) };
}
