export { createQueryClient } from './create-query-client';
export {
  MAX_QUERY_RETRIES,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
  shouldRetry,
} from './query-policy';
export { useApiCursorList, type ApiCursorListOptions, type CursorPage } from './cursor-list';
export { isNotFound, useRetryUnlessNotFound } from './retry-unless-not-found';
export { sharedQueryKeys } from './shared-query-keys';
