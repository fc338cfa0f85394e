import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { vehicleKey } from '../../../entities/vehicles/api/get-vehicle';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { OwnershipPeriod } from '../../../entities/provenance/api/ownership-types';

/** GET /api/v1/vehicles/:id/ownership: the keepers, oldest first. */
export const ownershipKey = (vehicleId: string) => [...vehicleKey(vehicleId), 'ownership'] as const;

export async function listOwnership(vehicleId: string): Promise<OwnershipPeriod[]> {
  return (
    await apiRequest<Page<OwnershipPeriod>>(
      'GET',
      `/vehicles/${encodeURIComponent(vehicleId)}/ownership`,
    )
  ).data;
}

export function useOwnership(vehicleId: string) {
  return useQuery({ queryKey: ownershipKey(vehicleId), queryFn: () => listOwnership(vehicleId) });
}

/** An ownership write changes the timeline of that vehicle only. */
export const invalidateOwnership = (queryClient: QueryClient, vehicleId: string) =>
  queryClient.invalidateQueries({ queryKey: ownershipKey(vehicleId) });
