import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors.js';
import { DataOf, PublicVehicleView, ShareTokenParams, withErrors } from '@vg/contract';
import { hashShareToken } from '../share-links/share-token.js';
import { toShareLink } from '../share-links/share-link-store.js';
import { selectVehicles } from '../vehicles/vehicle-query.js';
import { publicVehicleView } from './public-view.js';

const SHARE_LINK_GONE = 'This share link does not work: it may have been revoked or replaced.';

/** Readable without signing in: an unlisted or public vehicle through a live share link. */
export const getSharedVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/vehicles/by-token/:token',
    {
      schema: {
        tags: ['public'],
        summary: 'An unlisted or public vehicle through a share link, showing what the link allows',
        params: ShareTokenParams,
        response: withErrors({ 200: DataOf(PublicVehicleView) }),
      },
    },
    async (request, reply) => {
      // A shared page is for the people it was sent to, never for search engines.
      reply.header('x-robots-tag', 'noindex, nofollow');
      const link = await app.db
        .selectFrom('share_links')
        .selectAll()
        .where('token_hash', '=', hashShareToken(request.params.token))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!link) throw notFound(SHARE_LINK_GONE);
      const row = await selectVehicles(app.db, 'public')
        .where('vehicles.id', '=', link.vehicle_id)
        .where('vehicles.visibility', 'in', ['unlisted', 'public'])
        .executeTakeFirst();
      if (!row) throw notFound(SHARE_LINK_GONE);
      return {
        data: await publicVehicleView(app.db, row, toShareLink(link).scope, app.config.jwtSecret),
      };
    },
  );
};
