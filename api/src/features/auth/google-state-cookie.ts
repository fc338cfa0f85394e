import type { FastifyInstance } from 'fastify';

/** The OpenID flow's state travels in this cookie from the start to the callback. */
export const STATE_COOKIE = 'vg_oidc_state';
/** The value the app kept for this sign-in (docs/security.md T40), handed back beside the token. */
export const LOGIN_COOKIE = 'vg_oidc_login';
/** Set when a rendered page (maybe with no script) started the flow: the API made the value itself. */
export const VIA_PAGE_COOKIE = 'vg_oidc_via';
/** Where the member goes once signed in, when the start named a path of this site (T47). */
export const NEXT_COOKIE = 'vg_oidc_next';
const COOKIE_PATH = '/api/v1/auth/google';

/** A cookie of the flow, seen only by the start and callback routes; max age 0 clears it. */
export function flowCookie(
  app: FastifyInstance,
  name: string,
  value: string,
  maxAgeSeconds: number,
): string {
  const secure = new URL(app.config.oidc.redirectUri).protocol === 'https:' ? '; Secure' : '';
  // SameSite=Lax: the cookie still rides along on the provider's top-level redirect back to us.
  return `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export const stateCookie = (app: FastifyInstance, value: string, maxAgeSeconds: number) =>
  flowCookie(app, STATE_COOKIE, value, maxAgeSeconds);
