import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, toPage } from '../../../http/pagination.js';
import { fromTable } from '../../../http/route-table.js';
import type { ActivityItem, ActivityVehicle, FeedMember } from '@vg/contract';
import { publicPathOf, vehicleTitle } from '../../garage/vehicles/vehicle-mapper.js';
import { loadFeedMembers, loadFeedPhotos, loadFeedRecords } from '../feed/feed-entities.js';
import { activityPage, type ActivityRow } from './activity-query.js';

const EXCERPT = 280;

/** GET /activity (a member): my garage's events and what happened to my cars and comments. */
export const listActivityRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /activity'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request).id;
      const { cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const rows = await activityPage(app.db, { me, cursor, limit });
      const pageRows = rows.slice(0, limit);
      const ids = (test: (row: ActivityRow) => boolean) =>
        pageRows.filter(test).map((row) => row.id);
      const vehicleIds = [
        ...new Set(pageRows.flatMap((row) => (row.vehicle_id ? [row.vehicle_id] : []))),
      ];
      const memberIds = [
        ...new Set(pageRows.flatMap((row) => (row.member_id ? [row.member_id] : []))),
      ];
      const commentIds = ids((row) => row.kind === 'comment' || row.kind === 'reply');
      const [vehicleRows, members, records, photos, comments] = await Promise.all([
        vehicleIds.length
          ? app.db
              .selectFrom('vehicles')
              .select([
                'id',
                'user_id',
                'identifier_key',
                'make',
                'model',
                'variant',
                'model_year',
                'visibility',
              ])
              .where('id', 'in', vehicleIds)
              .execute()
          : [],
        loadFeedMembers(app.db, memberIds),
        loadFeedRecords(app.db, {
          maintenance: ids((row) => row.source === 'maintenance'),
          modification: ids((row) => row.source === 'modification'),
        }),
        loadFeedPhotos(
          app.db,
          ids((row) => row.kind === 'photo'),
          app.config.jwtSecret,
        ),
        commentIds.length
          ? app.db
              .selectFrom('comments')
              .select(['id', 'parent_id', 'body', 'target'])
              .where('id', 'in', commentIds)
              .execute()
          : [],
      ]);
      const vehicles = new Map(
        vehicleRows.map((row): [string, ActivityVehicle] => [
          row.id,
          {
            id: row.id,
            title: vehicleTitle(row),
            // My own cars open in my garage; someone else's (a reply) on its public page.
            path: row.user_id === me ? `/vehicles/${row.id}` : publicPathOf(row),
          },
        ]),
      );
      const commentsById = new Map(comments.map((row) => [row.id, row]));
      const page = toPage(rows, limit, (row): ActivityItem | null => {
        const line = { id: row.id, occurredAt: row.created_at.toISOString() };
        const vehicle = row.vehicle_id ? vehicles.get(row.vehicle_id) : undefined;
        const member: FeedMember | undefined = row.member_id
          ? members.get(row.member_id)
          : undefined;
        switch (row.kind) {
          case 'record': {
            const record = records.get(row.id);
            return vehicle && record ? { kind: 'record', ...line, vehicle, record } : null;
          }
          case 'photo': {
            const photo = photos.get(row.id);
            return vehicle && photo ? { kind: 'photo', ...line, vehicle, photo } : null;
          }
          case 'comment':
          case 'reply': {
            const comment = commentsById.get(row.id);
            if (!vehicle || !member || !comment?.body) return null;
            return {
              kind: row.kind,
              ...line,
              vehicle,
              member,
              comment: {
                id: comment.id,
                parentId: comment.parent_id,
                excerpt: comment.body.slice(0, EXCERPT),
                target: comment.target,
              },
            };
          }
          case 'admire':
            return vehicle && member ? { kind: 'admire', ...line, vehicle, member } : null;
          case 'follow':
            if (!member || (row.vehicle_id && !vehicle)) return null;
            return { kind: 'follow', ...line, vehicle: vehicle ?? null, member };
        }
      });
      return {
        data: page.data.filter((item): item is ActivityItem => item !== null),
        page: page.page,
      };
    },
  });
};
