import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { authenticate } from '../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, beforeCursor, toPage } from '../../http/pagination.js';
import { FeedItem, type FeedKind, FeedQuery, PageOf, withErrors } from '@vg/contract';
import { loadFeedMembers, loadFeedVehicles } from './feed-entities.js';

interface ActivityRow {
  kind: FeedKind;
  id: string;
  created_at: Date;
}

/**
 * Public activity, one keyset page of it: public vehicles of active members and the members
 * themselves, merged by time. Suspended members and their cars, and accounts that have not
 * accepted the terms yet, stay out. The vehicle's creation time dates it: the schema keeps no
 * "made public at".
 */
function activityPage(
  db: Db,
  { cursor, limit, kind }: { cursor?: string; limit: number; kind?: FeedKind },
) {
  const vehicles = db
    .selectFrom('vehicles')
    .innerJoin('users', 'users.id', 'vehicles.user_id')
    .select([
      sql<FeedKind>`'vehicle'::text`.as('kind'),
      'vehicles.id as id',
      'vehicles.created_at as created_at',
    ])
    .where('vehicles.visibility', '=', 'public')
    .where('users.suspended_at', 'is', null);
  const members = db
    .selectFrom('users')
    .select([
      sql<FeedKind>`'member'::text`.as('kind'),
      'users.id as id',
      'users.created_at as created_at',
    ])
    .where('users.suspended_at', 'is', null)
    .where('users.consented_at', 'is not', null)
    .where('users.email_verified_at', 'is not', null);
  const source =
    kind === 'vehicle' ? vehicles : kind === 'member' ? members : vehicles.unionAll(members);
  let page = db.selectFrom(source.as('activity')).selectAll();
  if (cursor) page = page.where(beforeCursor(cursor, 'activity.created_at', 'activity.id'));
  return page
    .orderBy('activity.created_at', 'desc')
    .orderBy('activity.id', 'desc')
    .limit(limit + 1)
    .execute() as Promise<ActivityRow[]>;
}

/** GET /community/feed?kind=&cursor= (signed in): what is new in the community, newest first. */
export const communityFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/community/feed',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: 'Recent public activity: vehicles made public and members who joined',
        security: [{ bearer: [] }],
        querystring: FeedQuery,
        response: withErrors({ 200: PageOf(FeedItem) }),
      },
    },
    async (request) => {
      const { cursor, limit = DEFAULT_PAGE_SIZE, kind } = request.query;
      const rows = await activityPage(app.db, { cursor, limit, kind });
      const idsOf = (kind: FeedKind) =>
        rows.filter((row) => row.kind === kind).map((row) => row.id);
      const [vehicles, members] = await Promise.all([
        loadFeedVehicles(app.db, idsOf('vehicle'), app.config.jwtSecret),
        loadFeedMembers(app.db, idsOf('member')),
      ]);
      const page = toPage(rows, limit, (row): FeedItem | null => {
        const occurredAt = row.created_at.toISOString();
        if (row.kind === 'vehicle') {
          const vehicle = vehicles.get(row.id);
          return vehicle ? { kind: 'vehicle', id: row.id, occurredAt, vehicle } : null;
        }
        const member = members.get(row.id);
        return member ? { kind: 'member', id: row.id, occurredAt, member } : null;
      });
      // A row can vanish between the two reads (made private, deleted); the cursor still moves on.
      return { data: page.data.filter((item): item is FeedItem => item !== null), page: page.page };
    },
  );
};
