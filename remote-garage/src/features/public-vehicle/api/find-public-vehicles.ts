import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page, PublicVehicle } from '../../../entities/vehicles/api/vehicle-types';
import { publicVehicleKeys } from '../../../entities/query-keys';

export async function findPublicVehicles(identifier: string): Promise<PublicVehicle[]> {
  return (
    await apiRequest<Page<PublicVehicle>>(
      'GET',
      `/public/vehicles/by-identifier/${encodeURIComponent(identifier)}`,
    )
  ).data;
}

export function usePublicMatches(identifier: string | null) {
  return useQuery({
    queryKey: publicVehicleKeys.byIdentifier(identifier ?? ''),
    queryFn: () => findPublicVehicles(identifier ?? ''),
    enabled: identifier !== null,
  });
}
