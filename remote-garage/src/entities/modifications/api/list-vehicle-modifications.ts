import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page } from '../../vehicles/api/vehicle-types';
import type { Modification } from './modification-types';
import { vehicleKeys } from '../../query-keys';

/** GET /api/v1/vehicles/:id/modifications: newest first, a cursor page at a time. */
export async function listVehicleModifications(
  vehicleId: string,
  cursor: string | null,
): Promise<Page<Modification>> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<Page<Modification>>(
    'GET',
    `/vehicles/${encodeURIComponent(vehicleId)}/modifications${query}`,
  );
}

export function useVehicleModifications(vehicleId: string) {
  return useInfiniteQuery({
    queryKey: vehicleKeys.modifications(vehicleId),
    queryFn: ({ pageParam }) => listVehicleModifications(vehicleId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
