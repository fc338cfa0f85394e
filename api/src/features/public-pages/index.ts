import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formPageRoutes } from '../auth/forms/form-routes.js';
import { memberPageRoutes } from '../member-pages/index.js';
import { HostShell } from './host-shell.js';
import { keeperPageRoute } from './keeper-page-route.js';
import { robotsRoute } from './robots-route.js';
import { showcasePageRoute } from './showcase-page-route.js';
import { sitemapRoute } from './sitemap-route.js';
import { vehiclePageRoutes } from './vehicle-page-route.js';
import { verifyCheckRoute } from './verify-check-route.js';
import { verifyPageRoute } from './verify-page-route.js';

/**
 * The public pages as HTML, rendered from the same data as the API's answers into the host's shell;
 * the host (native server and nginx) sends /public/*, /user/*, /showcase, /verify/*, /robots.txt and
 * /sitemap.xml here (docs/adr/0009-public-pages-rendered-by-the-api.md).
 */
export const publicPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('hostShell', new HostShell(app.config.hostShell, app.log));
  for (const route of [
    vehiclePageRoutes,
    keeperPageRoute,
    showcasePageRoute,
    robotsRoute,
    sitemapRoute,
    verifyPageRoute,
    verifyCheckRoute,
    formPageRoutes,
    // A member's own pages use the same shell (docs/adr/0020).
    memberPageRoutes,
  ]) {
    await app.register(route);
  }
};
