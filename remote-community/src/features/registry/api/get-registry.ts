import { useInfiniteQuery } from '@tanstack/react-query';
import {
  apiQueryKey,
  callApi,
  useApiCursorList,
  useRetryUnlessNotFound,
  type ApiInput,
} from '@vg/shared';
import type { RegistryGroup, RegistrySummary, RegistryVehicle } from '@vg/contract';
import type { RegistryParams } from './registry-params';

export type { RegistryGroup, RegistrySummary, RegistryVehicle };

export const REGISTRY_PAGE_SIZE = 24;

/** GET /registry/groups (anyone): makes, a make's models, or a model's years, with their counts. */
export function useRegistryGroups({ make, model, q, groupSort }: RegistryParams, enabled: boolean) {
  return useApiCursorList(
    'GET /registry/groups',
    { query: { make, model, q, sort: groupSort } },
    { enabled },
  );
}

/** GET /registry (anyone): the cars, a page at a time, and what every car matching adds up to. */
export function useRegistryCars({ make, model, year, q, sort }: RegistryParams) {
  const query = { make, model, year: year ?? undefined, q, sort, limit: REGISTRY_PAGE_SIZE };
  const input: ApiInput<'GET /registry'> = { query };
  return useInfiniteQuery({
    // The cursor is not part of the key (docs/query-keys.md): the pages are held together.
    queryKey: apiQueryKey('GET /registry', input),
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /registry', { query: { ...query, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
    select: (answer) => ({
      cars: answer.pages.flatMap((page) => page.data),
      summary: answer.pages[0]?.summary ?? null,
    }),
    retry: useRetryUnlessNotFound(),
  });
}
