import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, toPage } from '../../../http/pagination.js';
import { FeedItem, FeedQuery, PageOf, withErrors } from '@vg/contract';
import { photoRef } from '../../garage/photos/photo-urls.js';
import { loadFeedMembers, loadFeedVehicles } from './feed-entities.js';
import { feedPage, type FeedRow } from './feed-query.js';

const idsOf = (rows: FeedRow[], test: (row: FeedRow) => boolean, pick = (row: FeedRow) => row.id) =>
  rows.filter(test).map(pick);

/**
 * GET /community/feed?scope=everyone|following&kind=&cursor= (a member): Everyone is the whole
 * community (cars made public, members who joined, records, approved photos, showcase picks);
 * Following only the records, photos, showcase picks and newly public cars of the keepers and
 * cars I follow. Newest first.
 */
export const communityFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/community/feed',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary:
          'The community feed, newest first: everyone, or the keepers and cars I follow (records, photos, showcase picks)',
        security: [{ bearer: [] }],
        querystring: FeedQuery,
        response: withErrors({ 200: PageOf(FeedItem) }),
      },
    },
    async (request) => {
      const { cursor, limit = DEFAULT_PAGE_SIZE, kind, scope = 'everyone' } = request.query;
      const viewerId = currentUser(request).id;
      const rows = await feedPage(app.db, { scope, viewerId, kind, cursor, limit });
      const pageRows = rows.slice(0, limit);
      const secret = app.config.jwtSecret;
      const withVehicle = (row: FeedRow) => row.vehicle_id !== null;
      // The lines carry their own details; only the cars and members are read besides.
      const [vehicles, members] = await Promise.all([
        loadFeedVehicles(
          app.db,
          [...new Set(idsOf(pageRows, withVehicle, (row) => row.vehicle_id!))],
          secret,
        ),
        loadFeedMembers(
          app.db,
          idsOf(pageRows, (row) => row.kind === 'member'),
        ),
      ]);
      const page = toPage(rows, limit, (row): FeedItem | null => {
        const line = { id: row.id, occurredAt: row.created_at.toISOString() };
        if (row.kind === 'member') {
          const member = members.get(row.id);
          return member ? { kind: 'member', ...line, member } : null;
        }
        const vehicle = row.vehicle_id ? vehicles.get(row.vehicle_id) : undefined;
        if (!vehicle) return null;
        switch (row.kind) {
          case 'vehicle':
            return { kind: 'vehicle', ...line, vehicle };
          case 'record':
            return {
              kind: 'record',
              ...line,
              vehicle,
              record: {
                id: row.id,
                recordKind: row.source === 'modification' ? 'modification' : 'maintenance',
                title: row.title ?? '',
                category: row.category ?? '',
                performedOn: row.performed_on,
              },
            };
          case 'photo': {
            const { thumbUrl, displayUrl } = photoRef(secret, row.id);
            return {
              kind: 'photo',
              ...line,
              vehicle,
              photo: {
                id: row.id,
                caption: row.caption,
                width: row.width ?? 0,
                height: row.height ?? 0,
                thumbUrl,
                displayUrl,
              },
            };
          }
          case 'showcase':
            return { kind: 'showcase', ...line, vehicle, note: row.note };
        }
      });
      // A row can vanish between the two reads (made private, deleted); the cursor still moves on.
      return { data: page.data.filter((item): item is FeedItem => item !== null), page: page.page };
    },
  );
};
