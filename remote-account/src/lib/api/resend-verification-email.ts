import type { Accepted } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';

/** POST /api/v1/auth/verify-email/resend (signed in): answers 202, or 429 when asked too often. */
export type ResendVerificationAnswer = Accepted['data'];

export const resendVerificationMutationKey = ['auth', 'verify-email', 'resend'] as const;

export async function resendVerificationEmail(): Promise<ResendVerificationAnswer> {
  return (await callApi('POST /auth/verify-email/resend')).data;
}

export function useResendVerificationEmail() {
  return useMutation({
    mutationKey: resendVerificationMutationKey,
    mutationFn: resendVerificationEmail,
  });
}
