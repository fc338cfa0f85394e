import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { RecordTotals } from '../../../entities/maintenance/api/maintenance-types';
import { maintenanceKeys } from '../../../entities/query-keys';

export async function getMaintenanceTotals(filters: RecordFilters): Promise<RecordTotals> {
  return unwrapData<RecordTotals>(
    await apiRequest('GET', `/maintenance/totals${toQueryString(filters)}`),
  );
}

export function useMaintenanceTotals(filters: RecordFilters) {
  return useQuery({
    queryKey: maintenanceKeys.totals(filters),
    queryFn: () => getMaintenanceTotals(filters),
  });
}
