import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { Modification } from '../../../entities/modifications/api/modification-types';
import { modificationKeys } from '../../../entities/query-keys';

export async function listModifications(
  filters: RecordFilters,
  cursor: string | null,
): Promise<Page<Modification>> {
  return apiRequest<Page<Modification>>(
    'GET',
    `/modifications${toQueryString({ ...filters, cursor })}`,
  );
}

export function useModificationList(filters: RecordFilters) {
  return useInfiniteQuery({
    queryKey: modificationKeys.list(filters),
    queryFn: ({ pageParam }) => listModifications(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
