import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page } from '../../vehicles/api/vehicle-types';
import type { MaintenanceRecord } from './maintenance-types';
import { vehicleKeys } from '../../query-keys';

/** GET /api/v1/vehicles/:id/maintenance: newest work first, a cursor page at a time. */
export async function listVehicleMaintenance(
  vehicleId: string,
  cursor: string | null,
): Promise<Page<MaintenanceRecord>> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<Page<MaintenanceRecord>>(
    'GET',
    `/vehicles/${encodeURIComponent(vehicleId)}/maintenance${query}`,
  );
}

export function useVehicleMaintenance(vehicleId: string) {
  return useInfiniteQuery({
    queryKey: vehicleKeys.maintenance(vehicleId),
    queryFn: ({ pageParam }) => listVehicleMaintenance(vehicleId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
