import type { Accepted } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';

/** POST /api/v1/auth/reset/request: the same answer whether or not the account exists. */
export type PasswordResetRequestAnswer = Accepted['data'];

export const requestPasswordResetMutationKey = ['auth', 'reset', 'request'] as const;

export async function requestPasswordReset(email: string): Promise<PasswordResetRequestAnswer> {
  return unwrapData<PasswordResetRequestAnswer>(
    await apiRequest('POST', '/auth/reset/request', { email }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: requestPasswordResetMutationKey,
    mutationFn: requestPasswordReset,
  });
}
