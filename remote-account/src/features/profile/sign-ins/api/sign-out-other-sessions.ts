import type { SignedOutSessions } from '@vg/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { signInKeys } from '../../../../lib/query-keys';

/** POST /api/v1/profile/sign-ins/sign-out-others: ends every session but this one. */
export type SignOutOthersAnswer = SignedOutSessions;

export const signOutOtherSessionsMutationKey = ['profile', 'sign-ins', 'sign-out-others'] as const;

export async function signOutOtherSessions(): Promise<SignOutOthersAnswer> {
  return (await callApi('POST /profile/sign-ins/sign-out-others')).data;
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signOutOtherSessionsMutationKey,
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInKeys.all }),
  });
}
