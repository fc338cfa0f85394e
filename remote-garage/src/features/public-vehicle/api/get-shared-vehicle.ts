import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';
import {
  PUBLIC_VEHICLES_PATH,
  type PublicVehicleView,
} from '../../../entities/public-vehicle/api/public-vehicle-types';

/** GET /api/v1/public/vehicles/by-token/:token: a vehicle through its owner's share link. */
export const sharedVehicleKey = (token: string) =>
  [PUBLIC_VEHICLES_PATH, 'by-token', token] as const;

export async function getSharedVehicle(token: string): Promise<PublicVehicleView> {
  return unwrapData<PublicVehicleView>(
    await apiRequest('GET', `/public/vehicles/by-token/${encodeURIComponent(token)}`),
  );
}

export function useSharedVehicle(token: string) {
  return useQuery({
    queryKey: sharedVehicleKey(token),
    queryFn: () => getSharedVehicle(token),
    retry: retryUnlessMissing,
  });
}
