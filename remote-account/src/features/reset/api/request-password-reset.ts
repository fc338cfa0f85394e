import type { Accepted } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';

/** POST /api/v1/auth/reset/request: the same answer whether or not the account exists. */
export type PasswordResetRequestAnswer = Accepted['data'];

export const requestPasswordResetMutationKey = ['auth', 'reset', 'request'] as const;

export async function requestPasswordReset(email: string): Promise<PasswordResetRequestAnswer> {
  return (await callApi('POST /auth/reset/request', { body: { email } })).data;
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: requestPasswordResetMutationKey,
    mutationFn: requestPasswordReset,
  });
}
