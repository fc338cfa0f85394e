import { sql, type RawBuilder } from 'kysely';
import type { AdminVehicle } from '@vg/contract';
import { normaliseIdentifier } from '@vg/contract/rules';
import type { Db } from '../../../db/database.js';
import { prefixQuery } from '../../community/registry/registry-query.js';
import { signedPhotoUrl } from '../../garage/photos/photo-urls.js';
import { publicPathOf, titleForAdmin } from '../../garage/vehicles/vehicle-mapper.js';

/** A car with its keeper and its showcase entry, as administrators see it (AdminVehicle). */
export function selectAdminVehicles(db: Db) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('users as k', 'k.id', 'v.user_id')
    .leftJoin('showcase_entries as s', 's.vehicle_id', 'v.id')
    .select([
      'v.id',
      'v.make',
      'v.model',
      'v.variant',
      'v.model_year',
      'v.identifier',
      'v.identifier_key',
      'v.visibility',
      'k.id as keeper_id',
      'k.username as keeper_username',
      'k.role as keeper_role',
      'k.suspended_at as keeper_suspended_at',
      's.vehicle_id as showcased',
      's.note',
      // The public cover (as vehicle-query.ts's publicCover picks it): approved, the chosen one first.
      sql<string | null>`(select p.id from vehicle_photos p
        where p.vehicle_id = v.id and p.moderation_status = 'approved'
        order by (p.id = v.cover_photo_id) desc nulls last, p.position, p.created_at limit 1)`.as(
        'cover_id',
      ),
    ]);
}

type AdminVehicleRow = Awaited<
  ReturnType<ReturnType<typeof selectAdminVehicles>['execute']>
>[number];

// Admins may not read private cars (docs/security.md, Actors): a car made private is named only
// "a private car" (titleForAdmin), without its number, in its path or its picture.

export function toAdminVehicle(row: AdminVehicleRow, photoSecret: string): AdminVehicle {
  const readable = row.visibility === 'public';
  return {
    id: row.id,
    title: titleForAdmin(row),
    publicPath: publicPathOf({ id: row.id, identifier_key: readable ? row.identifier_key : null }),
    identifier: readable ? row.identifier : null,
    visibility: row.visibility,
    coverThumbUrl:
      readable && row.cover_id
        ? signedPhotoUrl(photoSecret, row.cover_id, 'thumb', 'public')
        : null,
    keeper: {
      id: row.keeper_id,
      username: row.keeper_username,
      isAdmin: row.keeper_role === 'admin',
      suspended: row.keeper_suspended_at !== null,
    },
    featured: row.showcased !== null,
    shown: row.showcased !== null && row.cover_id !== null,
    note: row.note,
  };
}

const YEAR = /^(18[89]\d|19\d\d|20\d\d)$/;

/**
 * The registry's search (docs/product.md#registry) for a curator, over public cars of active
 * keepers: a year in the words narrows by model year; the other words match make, model, variant,
 * coachbuilder and colours (prefix terms) or the keeper's name; the whole text also matches an
 * identifier as stamped ("850 123" finds 850123), so no one copies an internal id around.
 */
export function adminVehicleSearch(q: string | undefined): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [
    sql`v.visibility = 'public'`,
    sql`k.suspended_at is null`,
  ];
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean);
  const years = words.filter((word) => YEAR.test(word));
  const rest = words.filter((word) => !YEAR.test(word)).join(' ');
  for (const year of years) conditions.push(sql`v.model_year = ${Number(year)}`);
  const text = prefixQuery(rest.replace(/^@/, ''));
  const key = normaliseIdentifier(q ?? '');
  if (text) {
    const byText = sql`(v.search_vector @@ to_tsquery('simple', ${text})
      or to_tsvector('simple', k.username || ' ' || coalesce(k.display_name, ''))
        @@ to_tsquery('simple', ${text}))`;
    // An identifier is one token as stamped, spaces and dashes aside; a year alone is not one.
    conditions.push(
      key.length >= 3 && years.length === 0
        ? sql`(${byText} or v.identifier_key = ${key})`
        : byText,
    );
  }
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}
