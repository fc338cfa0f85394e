import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page, PublicVehicle } from '../../../entities/vehicles/api/vehicle-types';
import { PUBLIC_VEHICLES_PATH } from '../../../entities/public-vehicle/api/public-vehicle-types';

/** GET /api/v1/public/vehicles/by-identifier/:key: public vehicles whose number matches (several may). */
export const publicMatchesKey = (identifier: string) =>
  [PUBLIC_VEHICLES_PATH, 'by-identifier', identifier] as const;

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
    queryKey: publicMatchesKey(identifier ?? ''),
    queryFn: () => findPublicVehicles(identifier ?? ''),
    enabled: identifier !== null,
  });
}
