import { callApi } from '@vg/shared';
import type { AdminUser } from './admin-user';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/v1/admin/users/:id/reinstate: lifts a suspension. */
export async function reinstateUser(id: string): Promise<AdminUser> {
  return (await callApi('POST /admin/users/:id/reinstate', { params: { id } })).data;
}

export const useReinstateUser = () =>
  useAccountMutation(reinstateUser, (user) => `@${user.username} is reinstated`);
