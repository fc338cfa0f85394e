import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, toPage } from '../../../http/pagination.js';
import { FeedItem, FeedQuery, PageOf, withErrors } from '@vg/contract';
import {
  loadFeedMembers,
  loadFeedPhotos,
  loadFeedRecords,
  loadFeedVehicles,
  loadShowcaseNotes,
} from './feed-entities.js';
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
      const [vehicles, members, records, photos, notes] = await Promise.all([
        loadFeedVehicles(
          app.db,
          [...new Set(idsOf(pageRows, withVehicle, (row) => row.vehicle_id!))],
          secret,
        ),
        loadFeedMembers(
          app.db,
          idsOf(pageRows, (row) => row.kind === 'member'),
        ),
        loadFeedRecords(app.db, {
          maintenance: idsOf(pageRows, (row) => row.source === 'maintenance'),
          modification: idsOf(pageRows, (row) => row.source === 'modification'),
        }),
        loadFeedPhotos(
          app.db,
          idsOf(pageRows, (row) => row.kind === 'photo'),
          secret,
        ),
        loadShowcaseNotes(
          app.db,
          idsOf(pageRows, (row) => row.kind === 'showcase'),
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
          case 'record': {
            const record = records.get(row.id);
            return record ? { kind: 'record', ...line, vehicle, record } : null;
          }
          case 'photo': {
            const photo = photos.get(row.id);
            return photo ? { kind: 'photo', ...line, vehicle, photo } : null;
          }
          case 'showcase':
            return { kind: 'showcase', ...line, vehicle, note: notes.get(row.id) ?? null };
        }
      });
      // A row can vanish between the two reads (made private, deleted); the cursor still moves on.
      return { data: page.data.filter((item): item is FeedItem => item !== null), page: page.page };
    },
  );
};
