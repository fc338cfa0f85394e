import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, useCursorList, useRetryUnlessNotFound, withQuery } from '@vg/shared';
import type { RegistryGroup, RegistryPage, RegistrySummary, RegistryVehicle } from '@vg/contract';
import { registryKeys } from '../../../lib/query-keys';
import type { RegistryParams } from './registry-params';

export type { RegistryGroup, RegistrySummary, RegistryVehicle };

export const REGISTRY_PAGE_SIZE = 24;

/** GET /registry/groups (anyone): makes, a make's models, or a model's years, with their counts. */
export function useRegistryGroups({ make, model, q, groupSort }: RegistryParams, enabled: boolean) {
  const params = { make, model, q, sort: groupSort };
  return useCursorList<RegistryGroup>({
    queryKey: registryKeys.list({ level: 'groups', ...params }),
    path: '/registry/groups',
    params,
    enabled,
  });
}

/** GET /registry (anyone): the cars, a page at a time, and what every car matching adds up to. */
export function useRegistryCars({ make, model, year, q, sort }: RegistryParams) {
  const params = { make, model, year: year ?? undefined, q, sort, limit: REGISTRY_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: registryKeys.list({ level: 'cars', ...params }),
    queryFn: ({ pageParam }) =>
      apiRequest<RegistryPage>('GET', withQuery('/registry', { ...params, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
    select: (answer) => ({
      cars: answer.pages.flatMap((page) => page.data),
      summary: answer.pages[0]?.summary ?? null,
    }),
    retry: useRetryUnlessNotFound(),
  });
}
