import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { loadSharedVehicle } from './public-vehicle-loaders.js';
import { fromTable } from '../../../http/route-table.js';

export const SHARE_LINK_GONE =
  'This share link does not work: it may have been revoked or replaced.';
/** A shared page is for the people it was sent to, never for search engines. */
export const SHARED_PAGE_ROBOTS = { 'x-robots-tag': 'noindex, nofollow' };

/** Readable without signing in: an unlisted or public vehicle through a live share link. */
export const getSharedVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /public/vehicles/by-token/:token'),
    handler: async (request, reply) =>
      sendPublic(app, request, reply, `json:by-token:${request.params.token}`, async () => {
        const loaded = await loadSharedVehicle(app.db, request.params.token, app.config.jwtSecret);
        return loaded
          ? jsonAnswer({ data: loaded.view }, 200, SHARED_PAGE_ROBOTS)
          : jsonAnswer({ error: { message: SHARE_LINK_GONE } }, 404, SHARED_PAGE_ROBOTS);
      }),
  });
};
