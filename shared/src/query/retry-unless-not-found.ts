import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

type RetryOption = NonNullable<ReturnType<QueryClient['getDefaultOptions']>['queries']>['retry'];

function defaultAllows(retry: RetryOption, failureCount: number, error: Error): boolean {
  if (typeof retry === 'function') return retry(failureCount, error);
  if (typeof retry === 'number') return failureCount < retry;
  // TanStack Query's own default is three retries.
  return retry ?? failureCount < 3;
}

/**
 * The platform's retry policy, except that a 404 is final: asking again will not make a missing
 * thing exist, so 'not found' shows at once instead of after the backoff.
 */
export function useRetryUnlessNotFound() {
  const defaultRetry = useQueryClient().getDefaultOptions().queries?.retry;
  return (failureCount: number, error: Error) =>
    !isNotFound(error) && defaultAllows(defaultRetry, failureCount, error);
}
