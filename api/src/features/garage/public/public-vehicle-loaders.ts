import type { PublicVehicle, PublicVehicleView } from '@vg/contract';
import { normaliseIdentifier } from '@vg/contract/rules';
import type { Db } from '../../../db/database.js';
import { hashShareToken } from '../share-links/share-token.js';
import { toShareLink } from '../share-links/share-link-store.js';
import { toPublicVehicle } from '../vehicles/vehicle-mapper.js';
import { selectVehicles } from '../vehicles/vehicle-query.js';
import { PUBLIC_PAGE_SCOPE, publicVehicleView } from './public-view.js';

// What anyone may read of a vehicle, found the three ways a visitor arrives: by id, by share token
// and by identifier. The JSON routes and the server-rendered pages (features/public-pages) both ask
// here, so a page can never show what the API would not answer.

/** A vehicle page's content, and whether its owner made the car public (not merely shared). */
export interface LoadedPublicVehicle {
  view: PublicVehicleView;
  listed: boolean;
}

const MAX_MATCHES = 20;

/** A public vehicle by id, or null when there is none (private, unlisted, deleted, unknown). */
export async function loadPublicVehicle(
  db: Db,
  id: string,
  photoSecret: string,
): Promise<LoadedPublicVehicle | null> {
  const row = await selectVehicles(db, 'public')
    .where('vehicles.id', '=', id)
    .where('vehicles.visibility', '=', 'public')
    .executeTakeFirst();
  if (!row) return null;
  return { view: await publicVehicleView(db, row, PUBLIC_PAGE_SCOPE, photoSecret), listed: true };
}

/** An unlisted or public vehicle through a live share link, showing what the link allows; else null. */
export async function loadSharedVehicle(
  db: Db,
  token: string,
  photoSecret: string,
): Promise<LoadedPublicVehicle | null> {
  const link = await db
    .selectFrom('share_links')
    .selectAll()
    .where('token_hash', '=', hashShareToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!link) return null;
  const row = await selectVehicles(db, 'public')
    .where('vehicles.id', '=', link.vehicle_id)
    .where('vehicles.visibility', 'in', ['unlisted', 'public'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    view: await publicVehicleView(db, row, toShareLink(link).scope, photoSecret, link.id),
    listed: row.visibility === 'public',
  };
}

/** The public vehicles whose normalised identifier matches (several makers reuse numbers). */
export async function findPublicVehicles(
  db: Db,
  identifier: string,
  photoSecret: string,
): Promise<PublicVehicle[]> {
  const key = normaliseIdentifier(identifier);
  if (!key) return [];
  const rows = await selectVehicles(db, 'public')
    .where('vehicles.identifier_key', '=', key)
    .where('vehicles.visibility', '=', 'public')
    .orderBy('vehicles.model_year')
    .orderBy('vehicles.id')
    .limit(MAX_MATCHES)
    .execute();
  return rows.map((row) => toPublicVehicle(row, photoSecret));
}
