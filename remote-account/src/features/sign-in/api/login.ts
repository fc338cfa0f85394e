import type { LoginBody } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi, useSession } from '@vg/shared';
import { startSession, type SignInResult } from '../../../lib/session-token';

/** POST /api/v1/auth/login */
export type LoginInput = LoginBody;

export const loginMutationKey = ['auth', 'login'] as const;

export async function login(input: LoginInput): Promise<SignInResult> {
  return (await callApi('POST /auth/login', { body: input })).data;
}

/** Signs in with a password and resolves once the session knows the user. */
export function useLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: async (input: LoginInput) => startSession(signIn, (await login(input)).token),
  });
}
