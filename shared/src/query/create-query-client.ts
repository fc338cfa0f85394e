import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '../api/default-query-fn';
import { registerQueryClient } from '../session/session-expiry';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS, retryDelay, shouldRetry } from './query-policy';

/**
 * The one QueryClient of the platform (the host creates it; remotes share it as a singleton).
 * It is registered with the session so an expired token can clear the whole cache.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  registerQueryClient(client);
  return client;
}
