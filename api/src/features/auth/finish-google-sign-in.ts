import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { DEFAULT_SUSPENSION_MESSAGE } from '../../http/authenticate.js';
import { startSession } from '../profile/sign-ins/start-session.js';
import { findOrCreateGoogleUser } from './google-account.js';
import { GoogleSignInError } from './google-client.js';
import type { UserRow } from '../../db/schema.js';
import { formLoginCookie, nextPathOf } from './forms/form-guard.js';
import {
  flowCookie,
  LOGIN_COOKIE,
  NEXT_COOKIE,
  STATE_COOKIE,
  stateCookie,
  VIA_PAGE_COOKIE,
} from './google-state-cookie.js';
import { readCookie } from '../../http/cookies.js';

/**
 * GET /auth/google/callback: the provider sends the browser back here; the app gets a session
 * token in the fragment, or a sign-in page error.
 */
export const finishGoogleSignInRoute: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.publicOrigin;

  app.route({
    ...fromTable(app, 'GET /auth/google/callback'),
    handler: async (request, reply) => {
      reply.header('set-cookie', [
        stateCookie(app, '', 0),
        flowCookie(app, LOGIN_COOKIE, '', 0),
        flowCookie(app, VIA_PAGE_COOKIE, '', 0),
        flowCookie(app, NEXT_COOKIE, '', 0),
      ]);
      // Started from a rendered page: no tab kept the value, so this site's cookie keeps it for the
      // app to compare, as after a sign-in form (docs/security.md T40).
      const viaPage = readCookie(request.headers.cookie, VIA_PAGE_COOKIE) === 'page';
      const query = new URLSearchParams(request.query as Record<string, string>);
      // Handed back beside the token: the app accepts it only with the value it kept (T40).
      const login = readCookie(request.headers.cookie, LOGIN_COOKIE);
      // Held to the same rule again: a cookie is only what the browser sends (T47).
      const next = nextPathOf(app, decodedCookie(readCookie(request.headers.cookie, NEXT_COOKIE)));
      let user: UserRow;
      try {
        if (!login)
          throw new GoogleSignInError(
            'The sign-in attempt expired or was started in another browser',
          );
        const identity = await app.google.finish(
          query,
          readCookie(request.headers.cookie, STATE_COOKIE),
        );
        // Refused with a message too: an address another account holds (docs/security.md, T34).
        user = await findOrCreateGoogleUser(app, identity);
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(
          `${origin}/sign-in?error=google_failed&message=${encodeURIComponent(error.message)}`,
        );
      }

      if (user.suspended_at) {
        const message = encodeURIComponent(user.suspension_message ?? DEFAULT_SUSPENSION_MESSAGE);
        return reply.redirect(`${origin}/?error=account_suspended&message=${message}`);
      }
      const token = await startSession(app, request, user, 'google');
      // Fastify adds a Set-Cookie to those already set.
      if (viaPage) reply.header('set-cookie', formLoginCookie(app, login));
      return reply.redirect(
        `${origin}${next ?? '/'}#token=${encodeURIComponent(token)}&needsConsent=${user.consented_at === null}&login=${encodeURIComponent(login)}${viaPage ? '&via=form' : ''}`,
      );
    },
  });
};

/** A cookie's value as it was written (percent-encoded), or undefined when it cannot be read. */
function decodedCookie(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
