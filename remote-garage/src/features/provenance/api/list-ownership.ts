import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { OwnershipPeriod } from '../../../entities/provenance/api/ownership-types';
import { vehicleKeys } from '../../../entities/query-keys';

export async function listOwnership(vehicleId: string): Promise<OwnershipPeriod[]> {
  return (
    await apiRequest<Page<OwnershipPeriod>>(
      'GET',
      `/vehicles/${encodeURIComponent(vehicleId)}/ownership`,
    )
  ).data;
}

export function useOwnership(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.ownership(vehicleId),
    queryFn: () => listOwnership(vehicleId),
  });
}

/** An ownership write changes the timeline of that vehicle only. */
export const invalidateOwnership = (queryClient: QueryClient, vehicleId: string) =>
  queryClient.invalidateQueries({ queryKey: vehicleKeys.ownership(vehicleId) });
