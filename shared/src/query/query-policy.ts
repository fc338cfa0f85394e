import { ApiError } from '../api/api-error';

// docs/product.md#constants
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const MAX_QUERY_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && error.message.startsWith('401');
}

/**
 * Up to three retries, never after a 401: asking again with the same token cannot succeed.
 * `failureCount` is how many retries already happened (TanStack Query passes 0 after the first failure).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && !isUnauthorized(error);
}

/** Exponential backoff: 1 s, 2 s, 4 s, ... capped at 30 s. `attempt` counts from 0. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}
