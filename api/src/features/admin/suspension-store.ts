import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { AdminUser, DataOf, withErrors } from '@vg/contract';
import { toAdminUser } from './admin-user.js';

/** What suspending and reinstating answer: the account as it now is. */
export const suspensionResponse = withErrors({ 200: DataOf(AdminUser) });

/** Suspend an account with the message it will see (null lifts the suspension). */
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
    .returningAll()
    .executeTakeFirst();
  if (!user) throw notFound('User not found');
  return { data: toAdminUser(user) };
}
