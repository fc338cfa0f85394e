import type { Db } from '../../db/database.js';
import { photoRef } from '../garage/photos/photo-urls.js';
import { publicPathOf, vehicleTitle, type VehicleRow } from '../garage/vehicles/vehicle-mapper.js';
import { selectVehicles } from '../garage/vehicles/vehicle-query.js';
import { avatarUrl } from '../users/current-user.js';
import type { FeedMember, FeedVehicle } from '@vg/contract';

function toFeedVehicle(row: VehicleRow, photoSecret: string): FeedVehicle {
  return {
    id: row.id,
    title: vehicleTitle(row),
    year: row.model_year,
    make: row.make,
    model: row.model,
    // Only an approved photo: selectVehicles('public') picks the cover a stranger may see.
    coverPhotoUrl: row.visible_cover_id
      ? photoRef(photoSecret, row.visible_cover_id).displayUrl
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
    .execute();
  return new Map(rows.map((row) => [row.id, toFeedVehicle(row as VehicleRow, photoSecret)]));
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
