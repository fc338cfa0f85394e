import type { Db } from '../../../db/database.js';
import { photoRef, signedPhotoUrl } from '../../garage/photos/photo-urls.js';
import {
  publicPathOf,
  vehicleTitle,
  type VehicleRow,
} from '../../garage/vehicles/vehicle-mapper.js';
import { selectVehicles } from '../../garage/vehicles/vehicle-query.js';
import { avatarUrl } from '../../users/current-user.js';
import type { FeedMember, FeedPhoto, FeedRecord, FeedVehicle } from '@vg/contract';
import { isoDate } from '../../garage/common/dates.js';

/** What a car's line in a feed or the registry shows of it. */
export type FeedVehicleRow = Pick<
  VehicleRow,
  | 'id'
  | 'model_year'
  | 'make'
  | 'model'
  | 'variant'
  | 'identifier_key'
  | 'owner_username'
  | 'visible_cover_id'
>;

export function toFeedVehicle(row: FeedVehicleRow, photoSecret: string): FeedVehicle {
  return {
    id: row.id,
    title: vehicleTitle(row),
    year: row.model_year,
    make: row.make,
    model: row.model,
    // Only an approved photo: the public cover (vehicle-query.ts) is the one a stranger may see.
    coverPhotoUrl: row.visible_cover_id
      ? signedPhotoUrl(photoSecret, row.visible_cover_id, 'display', 'public')
      : null,
    ownerUsername: row.owner_username,
    publicPath: publicPathOf(row),
  };
}

/** The public vehicles among `ids`, by id; a vehicle made private since is simply absent. */
export async function loadFeedVehicles(
  db: Db,
  ids: string[],
  photoSecret: string,
): Promise<Map<string, FeedVehicle>> {
  if (ids.length === 0) return new Map();
  const rows = await selectVehicles(db, 'public')
    .where('vehicles.id', 'in', ids)
    .where('vehicles.visibility', '=', 'public')
    .where('users.suspended_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, toFeedVehicle(row, photoSecret)]));
}

export async function loadFeedMembers(db: Db, ids: string[]): Promise<Map<string, FeedMember>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'avatar_id'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        username: row.username,
        displayName: row.display_name,
        avatarUrl: avatarUrl(row.avatar_id),
      },
    ]),
  );
}

/** Records by id, from the feed's rows (each says which table it is from). Never their costs. */
export async function loadFeedRecords(
  db: Db,
  ids: { maintenance: string[]; modification: string[] },
): Promise<Map<string, FeedRecord>> {
  const [maintenance, modifications] = await Promise.all([
    ids.maintenance.length
      ? db
          .selectFrom('maintenance_records')
          .select(['id', 'title', 'category', isoDate('performed_on').as('performed_on')])
          .where('id', 'in', ids.maintenance)
          .execute()
      : [],
    ids.modification.length
      ? db
          .selectFrom('modifications')
          .select(['id', 'title', 'system', isoDate('performed_on').as('performed_on')])
          .where('id', 'in', ids.modification)
          .execute()
      : [],
  ]);
  return new Map<string, FeedRecord>([
    ...maintenance.map((row): [string, FeedRecord] => [
      row.id,
      {
        id: row.id,
        recordKind: 'maintenance',
        title: row.title,
        category: row.category,
        performedOn: row.performed_on,
      },
    ]),
    ...modifications.map((row): [string, FeedRecord] => [
      row.id,
      {
        id: row.id,
        recordKind: 'modification',
        title: row.title,
        category: row.system,
        performedOn: row.performed_on,
      },
    ]),
  ]);
}

/** Approved photos by id (a photo rejected or deleted since is simply absent). */
export async function loadFeedPhotos(
  db: Db,
  ids: string[],
  photoSecret: string,
): Promise<Map<string, FeedPhoto>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('vehicle_photos')
    .select(['id', 'caption', 'width', 'height'])
    .where('id', 'in', ids)
    .where('moderation_status', '=', 'approved')
    .execute();
  return new Map(
    rows.map((row) => {
      const { thumbUrl, displayUrl } = photoRef(photoSecret, row.id, 'public');
      return [
        row.id,
        {
          id: row.id,
          caption: row.caption,
          width: row.width,
          height: row.height,
          thumbUrl,
          displayUrl,
        },
      ];
    }),
  );
}
