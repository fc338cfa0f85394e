import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { MaintenanceRecord } from '../../../entities/maintenance/api/maintenance-types';
import { maintenanceKeys } from '../../../entities/query-keys';

export async function listMaintenance(
  filters: RecordFilters,
  cursor: string | null,
): Promise<Page<MaintenanceRecord>> {
  return apiRequest<Page<MaintenanceRecord>>(
    'GET',
    `/maintenance${toQueryString({ ...filters, cursor })}`,
  );
}

export function useMaintenanceList(filters: RecordFilters) {
  return useInfiniteQuery({
    queryKey: maintenanceKeys.list(filters),
    queryFn: ({ pageParam }) => listMaintenance(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
