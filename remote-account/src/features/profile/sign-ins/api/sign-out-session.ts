import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { signInKeys } from '../../../../lib/query-keys';

/** DELETE /api/v1/profile/sign-ins/{id}: ends one of the member's own sessions (204). */
export const signOutSessionMutationKey = ['profile', 'sign-ins', 'sign-out'] as const;

export async function signOutSession(id: string): Promise<void> {
  await callApi('DELETE /profile/sign-ins/:id', { params: { id } });
}

/** Signed out or not (a 404: it had ended already), the list is read again. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signOutSessionMutationKey,
    mutationFn: signOutSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInKeys.all }),
  });
}
