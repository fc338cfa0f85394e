import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiRouteKey, Page } from '@vg/contract';
import { apiQueryKey, callApi, type ApiAnswer, type ApiInput } from '../api';
import { useRetryUnlessNotFound } from './retry-unless-not-found';

/** A list answer of the API: `{"data": [...], "page": {"nextCursor": string | null}}`. */
export type CursorPage<Item> = Page<Item>;

/** The item of a list operation's page. */
type ItemOf<K extends ApiRouteKey> = ApiAnswer<K> extends Page<infer Item> ? Item : never;

const asIs = <Item>(answered: unknown) => answered as Item;

export interface ApiCursorListOptions<Answered, Item> {
  enabled?: boolean;
  /** Reshapes each answered item when a screen shows another shape than the page. */
  toItem?: (answered: Answered) => Item;
}

/**
 * useCursorList for an operation of the route table: `useApiCursorList('GET /showcase', { query })`.
 * The key follows docs/query-keys.md; the cursor is added per page and is never part of the key.
 */
export function useApiCursorList<K extends ApiRouteKey, Item = ItemOf<K>>(
  key: K,
  input: ApiInput<K>,
  { enabled = true, toItem = asIs<Item> }: ApiCursorListOptions<ItemOf<K>, Item> = {},
) {
  const { query, ...rest } = input as { query?: Record<string, unknown> };
  const call = callApi as (key: ApiRouteKey, input: object) => Promise<Page<ItemOf<K>>>;
  return useInfiniteQuery({
    queryKey: (apiQueryKey as (key: ApiRouteKey, input: object) => readonly unknown[])(key, input),
    queryFn: ({ pageParam, signal }) =>
      call(key, { ...rest, query: { ...query, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.page.nextCursor,
    select: (answer) => answer.pages.flatMap((page) => page.data.map(toItem)),
    retry: useRetryUnlessNotFound(),
    enabled,
  });
}
