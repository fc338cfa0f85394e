import type { SignIn } from '@vg/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { signInKeys } from '../../../../lib/query-keys';

/** GET /api/v1/profile/sign-ins: the member's live sessions, latest activity first. */
export type { SignIn };

export async function listSignIns(): Promise<SignIn[]> {
  return (await callApi('GET /profile/sign-ins/')).data;
}

export const signInsQueryOptions = queryOptions({
  queryKey: signInKeys.all,
  queryFn: listSignIns,
});

export function useSignIns() {
  return useQuery(signInsQueryOptions);
}
