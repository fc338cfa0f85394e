import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient, useApiCursorList } from '../../src/query';
import { fetchCall, stubFetch } from '../support/fetch-mock';

const API_BASE = `${window.location.origin}/api/v1`;
const note = (id: string) => ({ id, title: `Note ${id}` });

function renderList() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useApiCursorList('GET /notifications/', { query: { kind: 'reminder-due' } }),
    { wrapper },
  );
  return { ...hook, queryClient };
}

describe('useApiCursorList: a list operation of the route table, page after page', () => {
  it('fetches with the query, then the next cursor, and shows one growing list', async () => {
    const fetchMock = stubFetch(
      { body: { data: [note('1'), note('2')], page: { nextCursor: 'c2' } } },
      { body: { data: [note('3')], page: { nextCursor: null } } },
    );
    const { result } = renderList();

    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(fetchCall(fetchMock)[0]).toBe(`${API_BASE}/notifications/?kind=reminder-due`);

    await act(() => result.current.fetchNextPage());

    expect(fetchCall(fetchMock, 1)[0]).toBe(
      `${API_BASE}/notifications/?kind=reminder-due&cursor=c2`,
    );
    await waitFor(() =>
      expect(result.current.data?.map((item) => item.id)).toEqual(['1', '2', '3']),
    );
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keys the list by docs/query-keys.md, without the cursor', async () => {
    stubFetch({ body: { data: [], page: { nextCursor: null } } });
    const { result, queryClient } = renderList();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['/api/v1/notifications', { kind: 'reminder-due' }]]);
  });
});
