import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';

/** GET /api/v1/profile/sign-ins: the member's live sessions, latest activity first. */
export interface SignIn {
  id: string;
  /** "Firefox on Windows"; null when the browser did not say. */
  device: string | null;
  method: 'password' | 'google' | 'registration' | 'password_change' | null;
  /** The client address the sign-in came from. */
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string | null;
  /** The session making this request: this browser. */
  current: boolean;
}

export const SIGN_INS_QUERY_KEY = ['/api/v1/profile/sign-ins'] as const;

export async function listSignIns(): Promise<SignIn[]> {
  return unwrapData<SignIn[]>(await apiRequest('GET', '/profile/sign-ins'));
}

export const signInsQueryOptions = queryOptions({
  queryKey: SIGN_INS_QUERY_KEY,
  queryFn: listSignIns,
});

export function useSignIns() {
  return useQuery(signInsQueryOptions);
}
