import type { ChangePasswordBody, PasswordChanged } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi, setToken, toast, useSession } from '@vg/shared';

/** POST /api/v1/profile/password: revokes every session and answers a new token for this one. */
export type PasswordChange = ChangePasswordBody;

export const changePasswordMutationKey = ['profile', 'password'] as const;

export async function changePassword(change: PasswordChange): Promise<PasswordChanged> {
  return (await callApi('POST /profile/password', { body: change })).data;
}

/**
 * Changes the password and carries on with the fresh token. The token is swapped in place and the
 * user re-read in the background, rather than through session.signIn: signIn drops the cached
 * user first, so the host's guard would show 'Verifying authentication...' in place of this
 * page and the form would be torn down halfway through its own success.
 */
export function useChangePassword() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationKey: changePasswordMutationKey,
    mutationFn: async (change: PasswordChange) => {
      const { token } = await changePassword(change);
      setToken(token);
      // Re-read the user with the new token, so the session is in step before the form says done.
      await refreshUser();
    },
    onSuccess: () =>
      toast({
        title: 'Password changed',
        description: 'Your other devices have been signed out.',
        variant: 'success',
      }),
  });
}
