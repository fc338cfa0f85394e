import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';
import {
  PUBLIC_VEHICLES_PATH,
  type PublicVehicleView,
} from '../../../entities/public-vehicle/api/public-vehicle-types';

/** GET /api/v1/public/vehicles/:id: a public vehicle's page, readable signed out. */
export const publicVehicleKey = (id: string) => [PUBLIC_VEHICLES_PATH, id] as const;

export async function getPublicVehicle(id: string): Promise<PublicVehicleView> {
  return unwrapData<PublicVehicleView>(
    await apiRequest('GET', `/public/vehicles/${encodeURIComponent(id)}`),
  );
}

export function usePublicVehicle(id: string | null) {
  return useQuery({
    queryKey: publicVehicleKey(id ?? ''),
    queryFn: () => getPublicVehicle(id ?? ''),
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}
