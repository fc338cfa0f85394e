import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';
import type { PublicVehicleView } from '../../../entities/public-vehicle/api/public-vehicle-types';
import { publicVehicleKeys } from '../../../entities/query-keys';

export async function getPublicVehicle(id: string): Promise<PublicVehicleView> {
  return unwrapData<PublicVehicleView>(
    await apiRequest('GET', `/public/vehicles/${encodeURIComponent(id)}`),
  );
}

export function usePublicVehicle(id: string | null) {
  return useQuery({
    queryKey: publicVehicleKeys.detail(id ?? ''),
    queryFn: () => getPublicVehicle(id ?? ''),
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}
