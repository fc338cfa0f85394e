import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { SIGN_INS_QUERY_KEY } from './list-sign-ins';

/** POST /api/v1/profile/sign-ins/sign-out-others: ends every session but this one. */
export async function signOutOtherSessions(): Promise<{ signedOut: number }> {
  return unwrapData<{ signedOut: number }>(
    await apiRequest('POST', '/profile/sign-ins/sign-out-others'),
  );
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGN_INS_QUERY_KEY }),
  });
}
