import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@vg/contract';
import type { ApiRouteKey } from '@vg/contract';
import { apiQueryKey, apiRequest, callApi, type ApiAnswer, type ApiInput } from '../api';
import { useRetryUnlessNotFound } from './retry-unless-not-found';

/** A list answer of the API: `{"data": [...], "page": {"nextCursor": string | null}}`. */
export type CursorPage<Item> = Page<Item>;

type QueryParams = Record<string, string | number | null | undefined>;

/** `path` with its non-empty parameters as a query string ('/showcase?limit=12&cursor=abc'). */
export function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export interface CursorListOptions<Item, Answered> {
  queryKey: QueryKey;
  /** Relative to the API base, e.g. '/showcase'. */
  path: string;
  params?: QueryParams;
  enabled?: boolean;
  /** Reshapes each answered item when an endpoint speaks another dialect than the page. */
  toItem?: (answered: Answered) => Item;
}

const asIs = <Item>(answered: unknown) => answered as Item;

/**
 * A cursor-paginated list as one growing array: each 'Load more' fetches the page after the
 * last cursor and appends it, so what a person already scrolled past never jumps.
 */
export function useCursorList<Item, Answered = Item>({
  queryKey,
  path,
  params = {},
  enabled = true,
  toItem = asIs<Item>,
}: CursorListOptions<Item, Answered>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      apiRequest<CursorPage<Answered>>('GET', withQuery(path, { ...params, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.page.nextCursor,
    select: (answer) => answer.pages.flatMap((page) => page.data.map(toItem)),
    retry: useRetryUnlessNotFound(),
    enabled,
  });
}

/** The item of a list operation's page. */
type ItemOf<K extends ApiRouteKey> = ApiAnswer<K> extends Page<infer Item> ? Item : never;

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
