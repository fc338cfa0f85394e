import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { flowCookie, LOGIN_COOKIE, stateCookie } from './google-state-cookie.js';

/**
 * GET /auth/google?login=: off to the provider, with the flow's state and the app's login value in
 * cookies for the callback.
 */
export const startGoogleSignInRoute: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.publicOrigin;

  app.route({
    ...fromTable(app, 'GET /auth/google'),
    handler: async (request, reply) => {
      // Each start keeps its secrets in memory until the callback: a stranger's starts are counted (T32).
      await app.rateLimiters.googleStartPerAddress.consume(`google-start:${request.ip}`);
      try {
        const { url, state } = await app.google.start();
        return reply
          .header('set-cookie', [
            stateCookie(app, state, 600),
            flowCookie(app, LOGIN_COOKIE, request.query.login, 600),
          ])
          .redirect(url);
      } catch (error) {
        app.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(`${origin}/sign-in?error=google_unavailable`);
      }
    },
  });
};
