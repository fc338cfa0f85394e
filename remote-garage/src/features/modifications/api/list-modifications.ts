import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import {
  MODIFICATIONS_PATH,
  type Modification,
} from '../../../entities/modifications/api/modification-types';

/** GET /api/v1/modifications: every modification across the owner's vehicles, filtered. */
export const modificationListKey = (filters: RecordFilters) =>
  [MODIFICATIONS_PATH, { list: filters }] as const;

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
    queryKey: modificationListKey(filters),
    queryFn: ({ pageParam }) => listModifications(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
