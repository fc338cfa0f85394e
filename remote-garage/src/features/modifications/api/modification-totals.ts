import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { RecordTotals } from '../../../entities/maintenance/api/maintenance-types';
import { MODIFICATIONS_PATH } from '../../../entities/modifications/api/modification-types';

/** GET /api/v1/modifications/totals. */
export const modificationTotalsKey = (filters: RecordFilters) =>
  [MODIFICATIONS_PATH, 'totals', filters] as const;

export async function getModificationTotals(filters: RecordFilters): Promise<RecordTotals> {
  return unwrapData<RecordTotals>(
    await apiRequest('GET', `/modifications/totals${toQueryString(filters)}`),
  );
}

export function useModificationTotals(filters: RecordFilters) {
  return useQuery({
    queryKey: modificationTotalsKey(filters),
    queryFn: () => getModificationTotals(filters),
  });
}
