import type { EmailConfirmed } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';

/** POST /api/v1/auth/email/confirm: spends the single-use token from the emailed link. */
export type ConfirmEmailAnswer = EmailConfirmed;

export const confirmEmailMutationKey = ['auth', 'email', 'confirm'] as const;

export async function confirmEmail(token: string): Promise<ConfirmEmailAnswer> {
  return (await callApi('POST /auth/email/confirm', { body: { token } })).data;
}

export function useConfirmEmail() {
  return useMutation({ mutationKey: confirmEmailMutationKey, mutationFn: confirmEmail });
}
