import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { RecordTotals } from '../../../entities/maintenance/api/maintenance-types';
import { modificationKeys } from '../../../entities/query-keys';

export async function getModificationTotals(filters: RecordFilters): Promise<RecordTotals> {
  return unwrapData<RecordTotals>(
    await apiRequest('GET', `/modifications/totals${toQueryString(filters)}`),
  );
}

export function useModificationTotals(filters: RecordFilters) {
  return useQuery({
    queryKey: modificationKeys.totals(filters),
    queryFn: () => getModificationTotals(filters),
  });
}
