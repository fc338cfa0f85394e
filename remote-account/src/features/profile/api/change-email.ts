import type { Accepted, ChangeEmailBody } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';

/** POST /api/v1/profile/email: sends a confirmation link to the new address (202). */
export type EmailChange = ChangeEmailBody;

export type EmailChangeAnswer = Accepted['data'];

export const changeEmailMutationKey = ['profile', 'email'] as const;

export async function changeEmail(change: EmailChange): Promise<EmailChangeAnswer> {
  return (await callApi('POST /profile/email', { body: change })).data;
}

export function useChangeEmail() {
  return useMutation({ mutationKey: changeEmailMutationKey, mutationFn: changeEmail });
}
