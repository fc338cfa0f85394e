import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';
import { VEHICLES_PATH, type Vehicle } from './vehicle-types';

/** GET /api/v1/vehicles/:id: one of the owner's vehicles. */
export const vehicleKey = (id: string) => [VEHICLES_PATH, id] as const;

export async function getVehicle(id: string): Promise<Vehicle> {
  return unwrapData<Vehicle>(await apiRequest('GET', `/vehicles/${encodeURIComponent(id)}`));
}

export const vehicleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: vehicleKey(id),
    queryFn: () => getVehicle(id),
    retry: retryUnlessMissing,
  });

export function useVehicle(id: string) {
  return useQuery(vehicleQueryOptions(id));
}
