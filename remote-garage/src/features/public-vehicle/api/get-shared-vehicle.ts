import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';
import type { PublicVehicleView } from '../../../entities/public-vehicle/api/public-vehicle-types';
import { publicVehicleKeys } from '../../../entities/query-keys';

export async function getSharedVehicle(token: string): Promise<PublicVehicleView> {
  return unwrapData<PublicVehicleView>(
    await apiRequest('GET', `/public/vehicles/by-token/${encodeURIComponent(token)}`),
  );
}

export function useSharedVehicle(token: string) {
  return useQuery({
    queryKey: publicVehicleKeys.byToken(token),
    queryFn: () => getSharedVehicle(token),
    retry: retryUnlessMissing,
  });
}
