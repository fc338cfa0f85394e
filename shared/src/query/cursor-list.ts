import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@vg/contract';
import { apiRequest } from '../api';
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
