import type { Collaboration, CollaborationState, Collaborator } from '@vg/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import './collaborator-tables.js';

export const COLLABORATION_NOT_FOUND = 'Invitation not found';

/** Live invitations and access (ended ones are kept for the entries' authors, never listed). */
export function selectLiveCollaborations(db: Db) {
  return db
    .selectFrom('vehicle_collaborators as c')
    .innerJoin('users as member', 'member.id', 'c.member_id')
    .innerJoin('vehicles', 'vehicles.id', 'c.vehicle_id')
    .innerJoin('users as keeper', 'keeper.id', 'vehicles.user_id')
    .select([
      'c.id',
      'c.role',
      'c.vehicle_id',
      'c.member_id',
      'c.invited_at',
      'c.accepted_at',
      'c.business_name',
      'member.username',
      'member.display_name',
      'keeper.username as keeper_username',
      'vehicles.user_id as keeper_id',
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
    ])
    .where('c.ended_at', 'is', null)
    .orderBy('c.invited_at', 'asc');
}

export type CollaborationRow = Awaited<
  ReturnType<ReturnType<typeof selectLiveCollaborations>['executeTakeFirstOrThrow']>
>;

const stateOf = (row: CollaborationRow): CollaborationState =>
  row.accepted_at ? 'active' : 'invited';

export const toCollaborator = (row: CollaborationRow): Collaborator => ({
  id: row.id,
  role: row.role,
  state: stateOf(row),
  username: row.username,
  displayName: row.display_name,
  businessName: row.business_name,
  invitedAt: row.invited_at.toISOString(),
  acceptedAt: row.accepted_at?.toISOString() ?? null,
});

export const toCollaboration = (row: CollaborationRow): Collaboration => ({
  id: row.id,
  role: row.role,
  state: stateOf(row),
  vehicleId: row.vehicle_id,
  vehicleTitle: vehicleTitle(row),
  keeperUsername: row.keeper_username,
  businessName: row.business_name,
  invitedAt: row.invited_at.toISOString(),
  acceptedAt: row.accepted_at?.toISOString() ?? null,
});

/** A live invitation or access by its id, or 404. */
export async function liveCollaboration(db: Db, id: string): Promise<CollaborationRow> {
  const row = await selectLiveCollaborations(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(COLLABORATION_NOT_FOUND);
  return row;
}

/** The member a keeper names, by username or by the email they signed up with. */
export async function memberNamed(db: Db, named: string) {
  const name = named.trim().replace(/^@/, '').toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'username', 'suspended_at'])
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', name), eb(sql`lower(email)`, '=', name)]))
    .executeTakeFirst();
}

/** Ends every live invitation and access to a car, e.g. when it changes hands. */
export async function endAccessTo(db: Db, vehicleId: string, why: 'handed-over'): Promise<void> {
  await db
    .updateTable('vehicle_collaborators')
    .set({ ended_at: new Date(), ended_why: why })
    .where('vehicle_id', '=', vehicleId)
    .where('ended_at', 'is', null)
    .execute();
}
