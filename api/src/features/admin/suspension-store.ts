import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../http/errors.js';
import { toAdminUser } from './admin-user.js';

export const ADMIN_NOT_SUSPENDED =
  'An administrator cannot be suspended by another: ask the operator to remove the admin role first.';

/**
 * Suspend an account with the message it will see (null lifts the suspension). An admin is never
 * suspended by another (docs/security.md, Actors): checked in the same statement that suspends.
 */
export async function setSuspension(
  db: Db,
  id: string,
  suspension: { at: Date; message: string } | null,
) {
  const user = await db
    .updateTable('users')
    .set({
      suspended_at: suspension?.at ?? null,
      suspension_message: suspension?.message ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .$if(suspension !== null, (query) => query.where('role', '!=', 'admin'))
    .returningAll()
    .executeTakeFirst();
  if (!user) {
    const existing = await db
      .selectFrom('users')
      .select('role')
      .where('id', '=', id)
      .executeTakeFirst();
    throw existing ? forbidden(ADMIN_NOT_SUSPENDED) : notFound('User not found');
  }
  return { data: toAdminUser(user) };
}
