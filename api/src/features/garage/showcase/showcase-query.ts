import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { beforeCursor, encodeCursor } from '../../../http/pagination.js';
import { signedPhotoUrl } from '../photos/photo-urls.js';
import { publicPathOf, vehicleTitle } from '../vehicles/vehicle-mapper.js';
import type { ShowcaseQuery } from '@vg/contract';

/** The approved photo a public card shows: the owner's chosen cover when approved, else the first approved. */
const approvedCover = sql<string | null>`(
  select p.id from vehicle_photos p
  where p.vehicle_id = vehicles.id and p.moderation_status = 'approved'
  order by (p.id = vehicles.cover_photo_id) desc nulls last, p.position, p.created_at limit 1)`;

const showcased = (db: Db) =>
  db
    .selectFrom('showcase_entries')
    .innerJoin('vehicles', 'vehicles.id', 'showcase_entries.vehicle_id')
    .innerJoin('users', 'users.id', 'vehicles.user_id')
    .select([
      'vehicles.id',
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
      'vehicles.identifier_key',
      'users.username',
      'showcase_entries.note',
      'showcase_entries.created_at',
      approvedCover.as('cover_id'),
    ])
    .where('vehicles.visibility', '=', 'public');

/**
 * A page of showcased public vehicles, newest first. The public list requires an approved cover
 * and an active keeper (a suspended member's cars leave it, docs/security.md T9); the admins' list
 * shows every entry, so they see the ones still waiting for a photo.
 */
export const listShowcase = async (
  db: Db,
  photoSecret: string,
  { cursor, limit = 24 }: ShowcaseQuery,
  publicList: boolean,
) => {
  const rows = await showcased(db)
    .$if(publicList, (query) =>
      query.where(approvedCover, 'is not', null).where('users.suspended_at', 'is', null),
    )
    .$if(Boolean(cursor), (query) =>
      query.where(
        beforeCursor(
          cursor as string,
          'showcase_entries.created_at',
          'showcase_entries.vehicle_id',
        ),
      ),
    )
    .orderBy('showcase_entries.created_at', 'desc')
    .orderBy('showcase_entries.vehicle_id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      id: row.id,
      title: vehicleTitle(row),
      year: row.model_year,
      make: row.make,
      model: row.model,
      coverPhotoUrl: row.cover_id
        ? signedPhotoUrl(photoSecret, row.cover_id, 'display', 'public')
        : '',
      ownerUsername: row.username,
      publicPath: publicPathOf(row),
      note: row.note,
      showcasedAt: row.created_at.toISOString(),
    })),
    page: {
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.created_at, id: last.id })
          : null,
    },
  };
};
