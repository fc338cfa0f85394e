import type { EmailConfirmed } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';

/** POST /api/v1/auth/email/confirm: spends the single-use token from the emailed link. */
export type ConfirmEmailAnswer = EmailConfirmed;

export const confirmEmailMutationKey = ['auth', 'email', 'confirm'] as const;

export async function confirmEmail(token: string): Promise<ConfirmEmailAnswer> {
  return unwrapData<ConfirmEmailAnswer>(await apiRequest('POST', '/auth/email/confirm', { token }));
}

export function useConfirmEmail() {
  return useMutation({ mutationKey: confirmEmailMutationKey, mutationFn: confirmEmail });
}
