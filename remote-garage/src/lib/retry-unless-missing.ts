import { ApiError, shouldRetry } from '@vg/shared';

/** The platform's retry policy, except that a 404 is final: what is not there will not appear on retry. */
export function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return false;
  return shouldRetry(failureCount, error);
}
