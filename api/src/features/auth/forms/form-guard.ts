import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SESSION_COOKIE, PAGE_SESSION_PATHS, sameSitePath } from '@vg/contract/rules';
import { TOKEN_LIFETIME_SECONDS } from '../../../security/auth-tokens.js';
import { pageOrigin } from '../../public-pages/page-origin.js';

// Login CSRF for the forms that sign in before the app starts (docs/security.md T40):
// - another site's page cannot post them: a browser names the page a form was posted from in
//   `Origin` (every POST) and `Sec-Fetch-Site`; only this site's own pages are accepted;
// - the token comes back in the fragment beside a fresh value that the answer also sets in a
//   cookie of this site: the app takes the token only when the two match, so a
//   link someone made from their own sign-in still signs no one in, as with Google's return.

/** The cookie the app reads once and clears (shared/src/session/form-sign-in.ts). */
export const FORM_LOGIN_COOKIE = 'vg_form_login';
const FORM_LOGIN_SECONDS = 120;

/** Was this form posted from one of this site's pages? */
export function postedFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = new Set([request.server.config.publicOrigin, pageOrigin(request)]);
  return allowed.has(origin);
}

/** The cookie that keeps a sign-in's value in this browser, for the app to compare and clear. */
export function formLoginCookie(app: FastifyInstance, value: string): string {
  const secure = app.config.publicOrigin.startsWith('https:') ? '; Secure' : '';
  // Not HttpOnly: the app compares it with the fragment's value, then clears it. Lax: Google's
  // return sets it too, at the end of the provider's redirect (a navigation from another site, where
  // a browser may refuse a Strict cookie). What the check relies on is that only this site sets it.
  return `${FORM_LOGIN_COOKIE}=${value}; Path=/; Max-Age=${FORM_LOGIN_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The page session cookies for a token just issued (docs/adr/0020), as the app writes them
 * (@vg/shared page-session-cookie.ts): so the page the form goes on to (the dashboard) arrives
 * rendered, even where no script runs. Not HttpOnly: the app deletes them with its session.
 */
export function pageSessionCookies(app: FastifyInstance, token: string): string[] {
  const secure = app.config.publicOrigin.startsWith('https:') ? '; Secure' : '';
  return PAGE_SESSION_PATHS.map(
    (path) =>
      `${PAGE_SESSION_COOKIE}=${token}; Path=${path}; Max-Age=${TOKEN_LIFETIME_SECONDS}; SameSite=Lax${secure}`,
  );
}

/** A fresh login value (docs/security.md T40): 18 random bytes, as the app's own. */
export const newLoginValue = () => randomBytes(18).toString('base64url');

/** A fresh value for this sign-in, and the cookie that keeps it in this browser. */
export function formLogin(app: FastifyInstance): { value: string; cookie: string } {
  const value = newLoginValue();
  return { value, cookie: formLoginCookie(app, value) };
}

/**
 * Where a member signed in by this answer goes next (docs/security.md T47): the path of this site
 * `next` leads to, without its fragment (the answer's fragment carries the token), or null.
 */
export const nextPathOf = (app: FastifyInstance, next: string | undefined): string | null =>
  sameSitePath(next, app.config.publicOrigin, { keepFragment: false });
