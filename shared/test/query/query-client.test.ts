import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { ApiError, apiRequest } from '../../src/api';
import {
  MAX_QUERY_RETRIES,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  createQueryClient,
  retryDelay,
  shouldRetry,
} from '../../src/query';
import { stubFetch } from '../support/fetch-mock';

describe('retry policy (docs/product.md#constants)', () => {
  it('retries a failing query up to 3 times', () => {
    const serverError = new ApiError(500, 'Internal Server Error');
    expect([0, 1, 2, 3].map((retriesSoFar) => shouldRetry(retriesSoFar, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(MAX_QUERY_RETRIES).toBe(3);
  });

  it('never retries a 401', () => {
    expect(shouldRetry(0, new ApiError(401, '401: Unauthorized'))).toBe(false);
    expect(shouldRetry(0, new Error('401: Unauthorized'))).toBe(false);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

/** Subscribes to a query the way a mounted component would, so the client's defaults apply. */
function watchQuery(client: QueryClient, queryKey: string[]) {
  const observer = new QueryObserver(client, { queryKey });
  observer.subscribe(() => undefined);
  return observer;
}

describe('createQueryClient', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps data fresh 5 minutes and unused 10 minutes, refetches on focus, never polls', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(600_000);
    expect(queries).toMatchObject({
      staleTime: QUERY_STALE_TIME_MS,
      gcTime: QUERY_GC_TIME_MS,
      refetchOnWindowFocus: true,
      refetchInterval: false,
    });
    expect(mutations?.retry).toBe(false);
  });

  it('asks 4 times in all for a failing query, waiting 1 s, 2 s and 4 s between', async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch({ status: 500, statusText: 'Internal Server Error' });
    const client = createQueryClient();

    const observer = watchQuery(client, ['/api/v1/vehicles']);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(observer.getCurrentResult().error?.message).toBe('Internal Server Error');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks only once for a query answered 401', async () => {
    const fetchMock = stubFetch({ status: 401 });
    const client = createQueryClient();

    const observer = watchQuery(client, ['/api/v1/vehicles']);

    await waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    expect(observer.getCurrentResult().error?.message).toBe('401: Unauthorized');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed mutation', async () => {
    const fetchMock = stubFetch({ status: 500 });
    const client = createQueryClient();
    const mutation = new MutationObserver(client, {
      mutationFn: () => apiRequest('POST', '/feedback/submit', {}),
    });

    await expect(mutation.mutate()).rejects.toThrow('HTTP 500');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
