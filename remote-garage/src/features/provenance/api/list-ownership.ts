import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { OwnershipPeriod } from '../../../entities/provenance/api/ownership-types';
import { vehicleKeys } from '../../../entities/query-keys';

export async function listOwnership(vehicleId: string): Promise<OwnershipPeriod[]> {
  return (await callApi('GET /vehicles/:vehicleId/ownership', { params: { vehicleId } })).data;
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
