import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../../http/authenticate.js';
import { PageOf, ShowcaseItem, ShowcaseQuery, withErrors } from '@vg/contract';
import { listShowcase } from './showcase-query.js';

/** The admins' view of the showcase: every entry, also those no public card shows yet. */
export const listAdminShowcaseRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/showcase',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every showcase entry, including those still without an approved photo',
        security: [{ bearer: [] }],
        querystring: ShowcaseQuery,
        response: withErrors({ 200: PageOf(ShowcaseItem) }),
      },
    },
    async (request) => listShowcase(app.db, app.config.jwtSecret, request.query, false),
  );
};
