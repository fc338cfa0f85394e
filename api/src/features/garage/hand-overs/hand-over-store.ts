import type { HandOver, HandOverContents, HandOverState } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { isoDate } from '../common/dates.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { handOverCodeHash } from './hand-over-code.js';
import './hand-over-tables.js';

/** A code that never was, was withdrawn or has expired: all alike to whoever holds it. */
export const HAND_OVER_NOT_FOUND =
  'This hand-over code is not valid: it may have been withdrawn or have expired. Ask the keeper for a new one.';
export const HAND_OVER_ACCEPTED = 'This car was already handed over with this code.';

/** How long a code lasts (docs/product.md#hand-over). */
export const HAND_OVER_DAYS = 14;

export function selectHandOvers(db: Db) {
  return db
    .selectFrom('hand_overs')
    .innerJoin('vehicles', 'vehicles.id', 'hand_overs.vehicle_id')
    .select([
      'hand_overs.id',
      'hand_overs.vehicle_id',
      'hand_overs.seller_id',
      'hand_overs.buyer_id',
      isoDate('hand_overs.sold_on').as('sold_on'),
      'hand_overs.include_costs',
      'hand_overs.include_notes',
      'hand_overs.keep_copy',
      'hand_overs.created_at',
      'hand_overs.expires_at',
      'hand_overs.withdrawn_at',
      'hand_overs.accepted_at',
      'vehicles.user_id as vehicle_owner_id',
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
    ]);
}

export type HandOverRow = Awaited<
  ReturnType<ReturnType<typeof selectHandOvers>['executeTakeFirstOrThrow']>
>;

export function stateOf(row: HandOverRow, now = new Date()): HandOverState {
  if (row.accepted_at) return 'accepted';
  if (row.withdrawn_at) return 'withdrawn';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The hand-over a code names, or null: a string that cannot be a code names none. */
export async function handOverByCode(db: Db, code: string): Promise<HandOverRow | null> {
  const hash = handOverCodeHash(code);
  if (!hash) return null;
  return (
    (await selectHandOvers(db).where('hand_overs.code_hash', '=', hash).executeTakeFirst()) ?? null
  );
}

/**
 * The hand-over as `callerId` may see it: an open one to any member holding its code, an accepted
 * one to its seller and its buyer only; a withdrawn or expired one to nobody (404 as for no code).
 */
export function visibleTo(row: HandOverRow | null, callerId: string): HandOverRow {
  if (!row) throw notFound(HAND_OVER_NOT_FOUND);
  const state = stateOf(row);
  if (state === 'withdrawn' || state === 'expired') throw notFound(HAND_OVER_NOT_FOUND);
  if (state === 'accepted' && callerId !== row.seller_id && callerId !== row.buyer_id)
    throw notFound(HAND_OVER_NOT_FOUND);
  return row;
}

export const acceptedAlready = () => new HttpError(409, HAND_OVER_ACCEPTED);

/** What goes with the car, counted. */
export async function contentsOf(db: Db, vehicleId: string): Promise<HandOverContents> {
  const count = async (
    table:
      | 'maintenance_records'
      | 'modifications'
      | 'vehicle_photos'
      | 'vehicle_documents'
      | 'ownership_periods',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('vehicle_id', '=', vehicleId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [maintenance, modifications, photos, documents, keepers] = await Promise.all([
    count('maintenance_records'),
    count('modifications'),
    count('vehicle_photos'),
    count('vehicle_documents'),
    count('ownership_periods'),
  ]);
  return { maintenance, modifications, photos, documents, keepers };
}

export async function toHandOver(db: Db, row: HandOverRow, callerId: string): Promise<HandOver> {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleTitle: vehicleTitle(row),
    soldOn: row.sold_on as string,
    includeCosts: row.include_costs,
    includeNotes: row.include_notes,
    keepCopy: row.keep_copy,
    contents: await contentsOf(db, row.vehicle_id),
    state: stateOf(row),
    role: callerId === row.seller_id ? 'seller' : 'buyer',
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
  };
}
