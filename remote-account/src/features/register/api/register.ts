import type { RegisterBody } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi, useSession } from '@vg/shared';
import { startSession, type SignInResult } from '../../../lib/session-token';

/** POST /api/v1/auth/register: answers 201 with a token, and emails a verification link. */
export type RegisterInput = RegisterBody;

export const registerMutationKey = ['auth', 'register'] as const;

export async function register(input: RegisterInput): Promise<SignInResult> {
  return (await callApi('POST /auth/register', { body: input })).data;
}

/** Creates the account and signs straight in with it. */
export function useRegister() {
  const { signIn } = useSession();
  return useMutation({
    mutationKey: registerMutationKey,
    mutationFn: async (input: RegisterInput) => startSession(signIn, (await register(input)).token),
  });
}
