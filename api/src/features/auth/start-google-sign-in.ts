import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../http/errors.js';
import { fromTable } from '../../http/route-table.js';
import { newLoginValue, nextPathOf } from './forms/form-guard.js';
import {
  flowCookie,
  LOGIN_COOKIE,
  NEXT_COOKIE,
  stateCookie,
  VIA_PAGE_COOKIE,
} from './google-state-cookie.js';

const LOGIN_REQUIRED = 'This field is required.';

/**
 * GET /auth/google?login= (the app) or ?via=page (the rendered sign-in page, which may have no
 * script), and optionally &next=: off to the provider, with the flow's state, the login value and
 * where to go next in cookies for the callback. For a page the API makes the value itself
 * (docs/security.md T40).
 */
export const startGoogleSignInRoute: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.publicOrigin;

  app.route({
    ...fromTable(app, 'GET /auth/google'),
    handler: async (request, reply) => {
      const { login, via } = request.query;
      // A path of this site only, as after the sign-in form; any other is left out (T47).
      const next = nextPathOf(app, request.query.next);
      if (!login && via !== 'page') throw badRequest(LOGIN_REQUIRED, { login: LOGIN_REQUIRED });
      // Each start keeps its secrets in memory until the callback: a stranger's starts are counted (T32).
      await app.rateLimiters.googleStartPerAddress.consume(`google-start:${request.ip}`);
      try {
        const { url, state } = await app.google.start();
        return reply
          .header('set-cookie', [
            stateCookie(app, state, 600),
            flowCookie(app, LOGIN_COOKIE, login ?? newLoginValue(), 600),
            flowCookie(app, VIA_PAGE_COOKIE, login ? '' : 'page', login ? 0 : 600),
            flowCookie(app, NEXT_COOKIE, next ? encodeURIComponent(next) : '', next ? 600 : 0),
          ])
          .redirect(url);
      } catch (error) {
        app.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(`${origin}/sign-in?error=google_unavailable`);
      }
    },
  });
};
