import type { ConsentBody } from '@vg/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sharedQueryKeys, type CurrentUser } from '@vg/shared';

/** POST /api/v1/auth/consent (docs/product.md#consent): answers the updated user. */
export type ConsentSubmission = ConsentBody;

export const submitConsentMutationKey = ['auth', 'consent'] as const;

export async function submitConsent(submission: ConsentSubmission): Promise<CurrentUser> {
  return (await callApi('POST /auth/consent', { body: submission })).data;
}

export function useSubmitConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submitConsentMutationKey,
    mutationFn: submitConsent,
    // The answer is the user without `needsConsent`: cache it now, so nothing that watches the
    // session reopens the dialog before the host's refresh lands.
    onSuccess: (user) => queryClient.setQueryData(sharedQueryKeys.currentUser, user),
  });
}
