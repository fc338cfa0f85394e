import { apiRequest, unwrapData } from '@vg/shared';
import type { AdminUser } from './admin-user';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/v1/admin/users/:id/suspend {message}: every call the account makes then answers 403 with it. */
export async function suspendUser({
  id,
  message,
}: {
  id: string;
  message: string;
}): Promise<AdminUser> {
  return unwrapData<AdminUser>(await apiRequest('POST', `/admin/users/${id}/suspend`, { message }));
}

export const useSuspendUser = () =>
  useAccountMutation(suspendUser, (user) => `@${user.username} is suspended`);
