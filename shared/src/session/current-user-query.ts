import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { defaultQueryFn } from '../api/default-query-fn';
import { unwrapData } from '../api/unwrap-data';
import type { CurrentUser } from '../contract';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '../query/query-policy';
import { clearToken } from './token-storage';

/** GET /api/v1/auth/user; the default fetcher turns this key into the URL. */
export const USER_QUERY_KEY = ['/api/v1/auth/user'] as const;

/** docs/product.md#session: a user-fetch error mentioning 401 or 'malformed' means the token is no good. */
export function isRejectedTokenError(error: unknown): boolean {
  return error instanceof Error && /401|malformed/i.test(error.message);
}

async function fetchCurrentUser(
  context: QueryFunctionContext<typeof USER_QUERY_KEY>,
): Promise<CurrentUser | null> {
  try {
    return unwrapData<CurrentUser | null>(await defaultQueryFn(context)) ?? null;
  } catch (error) {
    // Dropping the token here (not in an effect) signs the user out in the same render that
    // shows the failure, so no screen ever sees "token present, user rejected".
    if (isRejectedTokenError(error)) clearToken();
    throw error;
  }
}

/** docs/product.md#constants: fresh 5 minutes, kept 10 minutes, never retried. */
export const currentUserQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: fetchCurrentUser,
  staleTime: QUERY_STALE_TIME_MS,
  gcTime: QUERY_GC_TIME_MS,
  retry: false,
});
