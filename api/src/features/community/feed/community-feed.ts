import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DEFAULT_PAGE_SIZE, toPage } from '../../../http/pagination.js';
import { fromTable } from '../../../http/route-table.js';
import type { FeedItem } from '@vg/contract';
import { photoRef } from '../../garage/photos/photo-urls.js';
import { avatarUrl } from '../../users/current-user.js';
import { toFeedVehicle } from './feed-entities.js';
import type { Db } from '../../../db/database.js';
import { cachedForFeed } from './feed-cache.js';
import { feedPage } from './feed-query.js';

/**
 * GET /community/feed?scope=everyone|following&kind=&cursor= (a member): Everyone is the whole
 * community (cars made public, members who joined, records, approved photos, showcase picks);
 * Following only the records, photos, showcase picks and newly public cars of the keepers and
 * cars I follow. Newest first.
 */
export const communityFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /community/feed'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const { cursor, limit = DEFAULT_PAGE_SIZE, kind, scope = 'everyone' } = request.query;
      const options = { scope, viewerId: currentUser(request).id, kind, cursor, limit };
      // Pages are kept until the feed's revision moves (feed-cache.ts): Everyone's once for all
      // members (what it shows does not depend on who reads it), Following's per member. Kept as
      // the JSON sent: a line is one of five shapes, which the schema's serializer tells apart by
      // trying each in turn, so each page is serialized once rather than on every request.
      const reader = scope === 'following' ? options.viewerId : null;
      const key = `${scope}:${JSON.stringify([reader, kind, cursor, limit])}`;
      const body = await cachedForFeed(app.db, key, async () =>
        reply.serialize(await feedAnswer(app.db, app.config.jwtSecret, options)),
      );
      // Already the answer's JSON: Fastify sends a string of a JSON type as it is.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });
};

/** One page of a feed as answered: its lines with their cars (or members), and the next cursor. */
async function feedAnswer(
  db: Db,
  secret: string,
  options: Parameters<typeof feedPage>[1],
): Promise<{ data: FeedItem[]; page: { nextCursor: string | null } }> {
  const { limit } = options;
  const rows = await feedPage(db, options);
  const page = toPage(rows, limit, (row): FeedItem | null => {
    const line = { id: row.id, occurredAt: row.created_at.toISOString() };
    if (row.kind === 'member') {
      const member = {
        username: row.member_username ?? '',
        displayName: row.member_display_name,
        avatarUrl: avatarUrl(row.member_avatar_id),
      };
      return { kind: 'member', ...line, member };
    }
    // Every other line is about a public car of an active keeper, read with it.
    if (!row.vehicle_id || row.owner_username === null) return null;
    const vehicle = toFeedVehicle(
      {
        id: row.vehicle_id,
        model_year: row.model_year,
        make: row.make ?? '',
        model: row.model ?? '',
        variant: row.variant,
        identifier_key: row.identifier_key,
        owner_username: row.owner_username,
        visible_cover_id: row.visible_cover_id,
      },
      secret,
    );
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
        const { thumbUrl, displayUrl } = photoRef(secret, row.id, 'public');
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
  return { data: page.data.filter((item): item is FeedItem => item !== null), page: page.page };
}
