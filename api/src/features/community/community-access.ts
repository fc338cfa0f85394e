import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { publicPathOf, vehicleTitle } from '../garage/vehicles/vehicle-mapper.js';

// Who and what the community may show (docs/product.md#privacy): a car is there only while it is
// public and its keeper is not suspended; a member only while they are active (terms accepted,
// address confirmed, not suspended). Every community query goes through these.

export const NO_PUBLIC_VEHICLE = 'No public vehicle here';
export const NO_KEEPER = 'User not found';

/** A public car as the community's endpoints need it: who keeps it and what to call it. */
export interface PublicCar {
  id: string;
  user_id: string;
  make: string;
  model: string;
  variant: string | null;
  model_year: number | null;
  identifier_key: string | null;
}

/** A public car of an active keeper, or undefined (private, unlisted, deleted, suspended keeper). */
export async function findPublicCar(db: Db, id: string): Promise<PublicCar | undefined> {
  return db
    .selectFrom('vehicles')
    .innerJoin('users', 'users.id', 'vehicles.user_id')
    .select([
      'vehicles.id',
      'vehicles.user_id',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
      'vehicles.model_year',
      'vehicles.identifier_key',
    ])
    .where('vehicles.id', '=', id)
    .where('vehicles.visibility', '=', 'public')
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
}

export async function requirePublicCar(db: Db, id: string): Promise<PublicCar> {
  const car = await findPublicCar(db, id);
  if (!car) throw notFound(NO_PUBLIC_VEHICLE);
  return car;
}

/** A public car that is on the showcase: the thread of its showcase entry. */
export async function requireShowcasedCar(db: Db, id: string): Promise<PublicCar> {
  const car = await findPublicCar(db, id);
  const entry =
    car &&
    (await db
      .selectFrom('showcase_entries')
      .select('vehicle_id')
      .where('vehicle_id', '=', id)
      .executeTakeFirst());
  if (!car || !entry) throw notFound('No showcase entry here');
  return car;
}

export const carTitle = (car: PublicCar) => vehicleTitle(car);
export const carPath = (car: PublicCar) => publicPathOf(car);

/** An active member by username (case-insensitive), as their public page finds them. */
export async function findKeeper(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'avatar_id'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('suspended_at', 'is', null)
    .where('consented_at', 'is not', null)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

/** An active member by username, or a 404. */
export async function requireKeeper(db: Db, username: string) {
  const keeper = await findKeeper(db, username);
  if (!keeper) throw notFound(NO_KEEPER);
  return keeper;
}

/** What a notification or a list calls a member: their display name, else their username. */
export const memberName = (member: { username: string; display_name: string | null }) =>
  member.display_name?.trim() || member.username;
