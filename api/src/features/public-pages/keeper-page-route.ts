import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Page, PublicProfile, PublicVehicle } from '@vg/contract';
import { fromTable } from '../../http/route-table.js';
import { keeperPage } from './keeper-page.js';
import { notFoundPage } from './not-found-page.js';
import { pageOrigin } from './page-origin.js';
import { sendPage } from './send-page.js';

/** As many cars as the keeper's page shows before "Load more" (the community's gallery page). */
const FIRST_PAGE = 24;

/** /user/:username as HTML: the keeper's name, picture and public cars. */
export const keeperPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/user/:username'),
    handler: async (request, reply) => {
      const origin = pageOrigin(request);
      const username = request.params.username.toLowerCase();
      return sendPage(app, request, reply, `${origin}/user/${username}`, async () => {
        // The page shows exactly what the API answers a visitor, so it is asked as one (no token).
        const base = `/api/v1/users/${encodeURIComponent(username)}`;
        const profile = await app.inject({ method: 'GET', url: base });
        if (profile.statusCode === 404) return notFoundPage('community/user-page');
        const vehicles = await app.inject({
          method: 'GET',
          url: `${base}/vehicles?limit=${FIRST_PAGE}`,
        });
        for (const answer of [profile, vehicles])
          if (answer.statusCode !== 200)
            throw new Error(`${answer.statusCode} from the keeper's API answer: ${answer.body}`);
        return keeperPage(
          origin,
          (profile.json() as { data: PublicProfile }).data,
          (vehicles.json() as Page<PublicVehicle>).data,
          base,
        );
      });
    },
  });
};
