import { PAGE_SESSION_COOKIE, PAGE_SESSION_PATHS } from '@vg/contract/rules';
import { expiryOfToken } from './token-claims';

// A member's first screen arrives rendered by the API (docs/adr/0020), which cannot read
// localStorage: this cookie carries the same session, for the addresses the API renders only. It is
// written and cleared with the stored token, so it never outlives a sign-out in this browser.

const attributes = (path: string) =>
  `Path=${path}; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;

/** The cookies for `token`, or none: what the API is sent with a request for those pages. */
export function writePageSessionCookie(token: string | null): void {
  const expiry = expiryOfToken(token);
  const maxAge = expiry === null ? 0 : Math.floor(expiry - Date.now() / 1000);
  // A token of another shape (or already expired) is not sent: the app's own check handles it.
  for (const path of PAGE_SESSION_PATHS)
    document.cookie =
      token && maxAge > 0
        ? `${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; ${attributes(path)}`
        : `${PAGE_SESSION_COOKIE}=; Max-Age=0; ${attributes(path)}`;
}
