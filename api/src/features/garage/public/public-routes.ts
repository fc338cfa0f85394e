import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors.js';
import {
  DataOf,
  IdentifierKeyParams,
  IdParams,
  PageOf,
  PublicVehicle,
  PublicVehicleView,
  ShareTokenParams,
  withErrors,
} from '@vg/contract';
import { hashShareToken } from '../share-links/share-token.js';
import { toShareLink } from '../share-links/share-link-store.js';
import { normaliseIdentifier } from '@vg/contract/rules';
import { toPublicVehicle } from '../vehicles/vehicle-mapper.js';
import { selectVehicles } from '../vehicles/vehicle-query.js';
import { PUBLIC_PAGE_SCOPE, publicVehicleView } from './public-view.js';

const PUBLIC_VEHICLE_NOT_FOUND = 'No public vehicle here';
const SHARE_LINK_GONE = 'This share link does not work: it may have been revoked or replaced.';
const MAX_MATCHES = 20;

/** Readable without signing in: public vehicles by identifier or id, unlisted ones by share link. */
export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/vehicles/by-identifier/:key',
    {
      schema: {
        tags: ['public'],
        summary:
          'Public vehicles whose normalised identifier matches (several makers reuse numbers)',
        params: IdentifierKeyParams,
        response: withErrors({ 200: PageOf(PublicVehicle) }),
      },
    },
    async (request) => {
      const key = normaliseIdentifier(request.params.key);
      const rows = key
        ? await selectVehicles(app.db, 'public')
            .where('vehicles.identifier_key', '=', key)
            .where('vehicles.visibility', '=', 'public')
            .orderBy('vehicles.model_year')
            .orderBy('vehicles.id')
            .limit(MAX_MATCHES)
            .execute()
        : [];
      return {
        data: rows.map((row) => toPublicVehicle(row, app.config.jwtSecret)),
        page: { nextCursor: null },
      };
    },
  );

  app.get(
    '/public/vehicles/:id',
    {
      schema: {
        tags: ['public'],
        summary:
          'A public vehicle with its approved photos, history (without costs) and provenance',
        params: IdParams,
        response: withErrors({ 200: DataOf(PublicVehicleView) }),
      },
    },
    async (request) => {
      const row = await selectVehicles(app.db, 'public')
        .where('vehicles.id', '=', request.params.id)
        .where('vehicles.visibility', '=', 'public')
        .executeTakeFirst();
      if (!row) throw notFound(PUBLIC_VEHICLE_NOT_FOUND);
      return {
        data: await publicVehicleView(app.db, row, PUBLIC_PAGE_SCOPE, app.config.jwtSecret),
      };
    },
  );

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
