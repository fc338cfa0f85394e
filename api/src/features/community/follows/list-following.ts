import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, beforeCursor, toPage } from '../../../http/pagination.js';
import { fromTable } from '../../../http/route-table.js';
import type { FollowedTarget } from '@vg/contract';
import { publicPathOf, vehicleTitle } from '../../garage/vehicles/vehicle-mapper.js';
import { avatarUrl } from '../../users/current-user.js';

interface FollowRow {
  id: string;
  created_at: Date;
  kind: 'keeper' | 'vehicle';
  username: string;
  display_name: string | null;
  avatar_id: string | null;
  vehicle_id: string | null;
  identifier_key: string | null;
  make: string | null;
  model: string | null;
  variant: string | null;
  model_year: number | null;
}

/**
 * GET /community/following (a member): the keepers and cars I follow, newest first. A car made
 * private since, or a suspended keeper, is left out (the follow stays, and shows again if they
 * come back).
 */
export const listFollowingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /community/following'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request).id;
      const { cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const keepers = app.db
        .selectFrom('keeper_follows as f')
        .innerJoin('users as u', 'u.id', 'f.keeper_id')
        .select([
          'f.id',
          'f.created_at',
          sql<FollowRow['kind']>`'keeper'::text`.as('kind'),
          'u.username',
          'u.display_name',
          'u.avatar_id',
          sql<string | null>`null::uuid`.as('vehicle_id'),
          sql<string | null>`null::text`.as('identifier_key'),
          sql<string | null>`null::text`.as('make'),
          sql<string | null>`null::text`.as('model'),
          sql<string | null>`null::text`.as('variant'),
          sql<number | null>`null::int`.as('model_year'),
        ])
        .where('f.follower_id', '=', me)
        .where('u.suspended_at', 'is', null);
      const vehicles = app.db
        .selectFrom('vehicle_follows as f')
        .innerJoin('vehicles as v', 'v.id', 'f.vehicle_id')
        .innerJoin('users as u', 'u.id', 'v.user_id')
        .select([
          'f.id',
          'f.created_at',
          sql<FollowRow['kind']>`'vehicle'::text`.as('kind'),
          'u.username',
          'u.display_name',
          'u.avatar_id',
          sql<string | null>`v.id`.as('vehicle_id'),
          'v.identifier_key',
          sql<string | null>`v.make`.as('make'),
          sql<string | null>`v.model`.as('model'),
          'v.variant',
          'v.model_year',
        ])
        .where('f.follower_id', '=', me)
        .where('v.visibility', '=', 'public')
        .where('u.suspended_at', 'is', null);
      let page = app.db.selectFrom(keepers.unionAll(vehicles).as('follows')).selectAll();
      if (cursor) page = page.where(beforeCursor(cursor, 'follows.created_at', 'follows.id'));
      const rows = (await page
        .orderBy('follows.created_at', 'desc')
        .orderBy('follows.id', 'desc')
        .limit(limit + 1)
        .execute()) as FollowRow[];
      return toPage(rows, limit, (row): FollowedTarget => {
        const followedAt = row.created_at.toISOString();
        if (row.kind === 'keeper' || !row.vehicle_id)
          return {
            kind: 'keeper',
            username: row.username,
            displayName: row.display_name,
            avatarUrl: avatarUrl(row.avatar_id),
            followedAt,
          };
        const car = {
          id: row.vehicle_id,
          identifier_key: row.identifier_key,
          make: row.make ?? '',
          model: row.model ?? '',
          variant: row.variant,
          model_year: row.model_year,
        };
        return {
          kind: 'vehicle',
          vehicleId: car.id,
          title: vehicleTitle(car),
          ownerUsername: row.username,
          publicPath: publicPathOf(car),
          followedAt,
        };
      });
    },
  });
};
