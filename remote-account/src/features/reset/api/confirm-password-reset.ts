import type { ResetConfirmBody } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';

/** POST /api/v1/auth/reset/confirm: answers 204 and signs every session of the account out. */
export type PasswordResetConfirmation = ResetConfirmBody;

export const confirmPasswordResetMutationKey = ['auth', 'reset', 'confirm'] as const;

export async function confirmPasswordReset(input: PasswordResetConfirmation): Promise<void> {
  await callApi('POST /auth/reset/confirm', { body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationKey: confirmPasswordResetMutationKey,
    mutationFn: confirmPasswordReset,
  });
}
