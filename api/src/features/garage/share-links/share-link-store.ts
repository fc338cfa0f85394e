import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.js';
import { unprocessable } from '../../../http/errors.js';
import type { ShareLinksTable } from '../tables.js';
import type { ShareLink, ShareScope } from '@vg/contract';
import { hashShareToken, newShareToken, sharePath } from './share-token.js';

export const SHARE_LINK_NOT_FOUND = 'Share link not found';

export const DEFAULT_SCOPE: ShareScope = {
  maintenance: true,
  modifications: true,
  photos: true,
  costs: false,
  notes: false,
  documents: false,
};

export function toShareLink(row: Selectable<ShareLinksTable>): ShareLink {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    label: row.label,
    scope: {
      maintenance: row.show_maintenance,
      modifications: row.show_modifications,
      photos: row.show_photos,
      costs: row.show_costs,
      notes: row.show_notes,
      documents: row.show_documents,
    },
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

export async function createShareLink(
  db: Db,
  input: { userId: string; vehicleId: string; label: string | null; scope: ShareScope },
) {
  const token = newShareToken();
  const row = await db
    .insertInto('share_links')
    .values({
      user_id: input.userId,
      vehicle_id: input.vehicleId,
      token_hash: hashShareToken(token),
      label: input.label,
      show_maintenance: input.scope.maintenance,
      show_modifications: input.scope.modifications,
      show_photos: input.scope.photos,
      show_costs: input.scope.costs,
      show_notes: input.scope.notes,
      show_documents: input.scope.documents,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toShareLink(row), token, path: sharePath(token) };
}

/** A new token (a link created or rotated) only for a car others may see: unlisted or public. */
export async function requireShareable(db: Db, vehicleId: string): Promise<void> {
  const { visibility } = await db
    .selectFrom('vehicles')
    .select('visibility')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  if (visibility === 'private') {
    throw unprocessable({
      visibility: 'A private vehicle cannot be shared: make it unlisted or public first.',
    });
  }
}
