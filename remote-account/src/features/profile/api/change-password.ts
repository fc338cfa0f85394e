import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData, useSession } from '@vg/shared';
import { startSession } from '../../common/session-token';

/** POST /api/v1/profile/password: revokes every session and answers a new token for this one. */
export interface PasswordChange {
  /** Absent for accounts created through Google that have no password yet. */
  currentPassword?: string;
  newPassword: string;
}

export const changePasswordMutationKey = ['profile', 'password'] as const;

export async function changePassword(change: PasswordChange): Promise<{ token: string }> {
  return unwrapData<{ token: string }>(await apiRequest('POST', '/profile/password', change));
}

/** Changes the password and carries on with the fresh token, so this device stays signed in. */
export function useChangePassword() {
  const { signIn } = useSession();
  return useMutation({
    mutationKey: changePasswordMutationKey,
    mutationFn: async (change: PasswordChange) =>
      startSession(signIn, (await changePassword(change)).token),
  });
}
