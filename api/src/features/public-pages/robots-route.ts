import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendPublic } from '../../http/public-cache.js';
import { fromTable } from '../../http/route-table.js';
import { pageOrigin } from './page-origin.js';

/**
 * Where crawlers are not welcome: every signed-in area (they would only see the sign-in page), the
 * account flows, and share links, which are for the people they were sent to. Photos stay
 * reachable, for link previews and image search.
 */
export const DISALLOWED = [
  '/public/vehicle/',
  '/dashboard',
  '/vehicles',
  '/maintenance',
  '/modifications',
  '/search',
  '/hand-over/',
  '/community',
  '/activity',
  '/notifications',
  '/profile',
  '/settings',
  '/admin',
  '/sign-in',
  '/register',
  '/verify-email',
  '/email/confirm',
  '/reset',
  '/api/',
];

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /api/v1/photos/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** /robots.txt, answered by the API so that it can name the sitemap's absolute address. */
export const robotsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/robots.txt'),
    handler: async (request, reply) => {
      const origin = pageOrigin(request);
      return sendPublic(app, request, reply, `robots:${origin}`, async () => ({
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        body: robotsTxt(origin),
      }));
    },
  });
};
