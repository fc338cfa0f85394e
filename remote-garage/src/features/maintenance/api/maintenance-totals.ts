import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import {
  MAINTENANCE_PATH,
  type RecordTotals,
} from '../../../entities/maintenance/api/maintenance-types';

/** GET /api/v1/maintenance/totals: count and cost per currency of what the filters select. */
export const maintenanceTotalsKey = (filters: RecordFilters) =>
  [MAINTENANCE_PATH, 'totals', filters] as const;

export async function getMaintenanceTotals(filters: RecordFilters): Promise<RecordTotals> {
  return unwrapData<RecordTotals>(
    await apiRequest('GET', `/maintenance/totals${toQueryString(filters)}`),
  );
}

export function useMaintenanceTotals(filters: RecordFilters) {
  return useQuery({
    queryKey: maintenanceTotalsKey(filters),
    queryFn: () => getMaintenanceTotals(filters),
  });
}
