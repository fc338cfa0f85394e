import type { SignIn } from '@vg/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { signInKeys } from '../../../../lib/query-keys';

/** GET /api/v1/profile/sign-ins: the member's live sessions, latest activity first. */
export type { SignIn };

export async function listSignIns(): Promise<SignIn[]> {
  return unwrapData<SignIn[]>(await apiRequest('GET', '/profile/sign-ins'));
}

export const signInsQueryOptions = queryOptions({
  queryKey: signInKeys.all,
  queryFn: listSignIns,
});

export function useSignIns() {
  return useQuery(signInsQueryOptions);
}
