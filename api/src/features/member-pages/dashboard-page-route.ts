import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { negotiateLocale } from '@vg/contract/rules';
import { pageCaller } from '../../http/authenticate.js';
import { PRIVATE_ANSWER } from '../../http/public-cache.js';
import { fromTable } from '../../http/route-table.js';
import { loadDashboard } from '../garage/dashboard/dashboard-query.js';
import { renderAppShell, renderDocument } from '../public-pages/page-document.js';
import { inReaderLocale } from '../public-pages/reader-locale.js';
import { dashboardPage } from './dashboard-page.js';

/**
 * /dashboard as HTML for the member whose session cookie it is (docs/adr/0020); the app's plain
 * shell for anyone else. Never kept by any cache: the answer is one member's.
 */
export const dashboardPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/dashboard'),
    handler: async (request, reply) => {
      const shell = await app.hostShell.get();
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', PRIVATE_ANSWER)
        .header('x-robots-tag', 'noindex, nofollow');
      const caller = await pageCaller(request);
      if (!caller) return reply.send(renderAppShell(shell) as never);
      const { user } = caller;
      const data = await loadDashboard(app.db, user.id, app.config.jwtSecret);
      const locale = negotiateLocale(request.headers['accept-language']);
      const page = inReaderLocale(locale, () =>
        dashboardPage({ id: user.id, name: user.display_name ?? user.username }, data),
      );
      return reply.send(renderDocument(shell, page) as never);
    },
  });
};
