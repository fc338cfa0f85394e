import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { listShowcase } from '../garage/showcase/showcase-query.js';
import { pageOrigin } from './page-origin.js';
import { sendPage } from './send-page.js';
import { showcasePage } from './showcase-page.js';

/** The showcase's first page, as the community remote asks for it (SHOWCASE_PAGE_SIZE). */
const FIRST_PAGE = 12;

/** /showcase as HTML: the curated cars, photographs first. */
export const showcasePageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/showcase'),
    handler: async (request, reply) => {
      const origin = pageOrigin(request);
      return sendPage(app, request, reply, `${origin}/showcase`, async () => {
        const answer = await listShowcase(
          app.db,
          app.config.jwtSecret,
          { limit: FIRST_PAGE },
          true,
        );
        return showcasePage(origin, answer.data, `/api/v1/showcase?limit=${FIRST_PAGE}`);
      });
    },
  });
};
