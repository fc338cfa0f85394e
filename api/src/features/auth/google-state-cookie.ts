import type { FastifyInstance } from 'fastify';

/** The OpenID flow's state travels in this cookie from the start to the callback. */
export const STATE_COOKIE = 'vg_oidc_state';
const COOKIE_PATH = '/api/v1/auth/google';

export function stateCookie(app: FastifyInstance, value: string, maxAgeSeconds: number): string {
  const secure = new URL(app.config.oidc.redirectUri).protocol === 'https:' ? '; Secure' : '';
  // SameSite=Lax: the cookie still rides along on the provider's top-level redirect back to us.
  return `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
