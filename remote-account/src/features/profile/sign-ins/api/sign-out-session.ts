import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { SIGN_INS_QUERY_KEY, type SignIn } from './list-sign-ins';

/** DELETE /api/v1/profile/sign-ins/{id}: ends one of the member's sessions. */
export async function signOutSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/profile/sign-ins/${encodeURIComponent(id)}`);
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: SignIn) => signOutSession(session.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGN_INS_QUERY_KEY }),
  });
}
