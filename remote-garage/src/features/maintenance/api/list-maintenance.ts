import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import {
  MAINTENANCE_PATH,
  type MaintenanceRecord,
} from '../../../entities/maintenance/api/maintenance-types';

/** GET /api/v1/maintenance: every record across the owner's vehicles, filtered. */
export const maintenanceListKey = (filters: RecordFilters) =>
  [MAINTENANCE_PATH, { list: filters }] as const;

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
    queryKey: maintenanceListKey(filters),
    queryFn: ({ pageParam }) => listMaintenance(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
