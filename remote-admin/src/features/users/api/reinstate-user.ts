import { apiRequest, unwrapData } from '@vg/shared';
import type { AdminUser } from './admin-user';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/v1/admin/users/:id/reinstate: lifts a suspension. */
export async function reinstateUser(id: string): Promise<AdminUser> {
  return unwrapData<AdminUser>(await apiRequest('POST', `/admin/users/${id}/reinstate`));
}

export const useReinstateUser = () =>
  useAccountMutation(reinstateUser, (user) => `@${user.username} is reinstated`);
