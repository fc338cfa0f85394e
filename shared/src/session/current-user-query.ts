import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../api/call-api';
import type { CurrentUser } from '../contract';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '../query/query-policy';
import { sharedQueryKeys } from '../query/shared-query-keys';
import { awaitNavigator } from './session-expiry';
import { writePageSessionCookie } from './page-session-cookie';
import { clearToken, getToken } from './token-storage';

/** docs/product.md#session: a user-fetch error mentioning 401 or 'malformed' means the token is no good. */
export function isRejectedTokenError(error: unknown): boolean {
  return error instanceof Error && /401|malformed/i.test(error.message);
}

/** The user "read from a data field or from the body itself" (docs/product.md#api-client). */
function userOf(answer: ApiAnswer<'GET /auth/user'> | CurrentUser | null): CurrentUser | null {
  return answer && 'data' in answer ? answer.data : answer;
}

/** GET /api/v1/auth/user: the member, kept unwrapped under its shared key. */
async function fetchCurrentUser({ signal }: { signal: AbortSignal }): Promise<CurrentUser | null> {
  try {
    return userOf(await callApi('GET /auth/user', { signal }));
  } catch (error) {
    // Dropping the token here (not in an effect) signs the user out in the same render that
    // shows the failure, so no screen ever sees "token present, user rejected".
    if (isRejectedTokenError(error)) clearToken();
    throw error;
  }
}

/** docs/product.md#constants: fresh 5 minutes, kept 10 minutes, never retried. */
export const currentUserQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.currentUser,
  queryFn: fetchCurrentUser,
  staleTime: QUERY_STALE_TIME_MS,
  gcTime: QUERY_GC_TIME_MS,
  retry: false,
});

/**
 * Asks for the stored session's member at once, as the app starts and before its first render
 * (the session provider would ask only once mounted): the check runs beside the loading of the
 * page's code instead of after it. The provider's query takes this answer up. The caller registers
 * its router (registerNavigator): an expired session found before then waits for it to go to
 * /sign-in, instead of reloading the page.
 */
export function startSessionCheck(queryClient: QueryClient): void {
  awaitNavigator();
  const token = getToken();
  if (token === null) return;
  // A session stored before the cookie existed (or whose cookie was cleared) gets it back.
  writePageSessionCookie(token);
  // TanStack Query learns of the network from events only: a page opened with no signal would fail
  // the check at once and send the member to sign-in before the offline garage has put back the
  // member it kept (docs/adr/0015); told, the check waits for the network instead.
  onlineManager.setOnline(navigator.onLine);
  void queryClient.prefetchQuery(currentUserQueryOptions);
}
