import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';
import type { Vehicle } from './vehicle-types';
import { vehicleKeys } from '../../query-keys';

export async function getVehicle(id: string): Promise<Vehicle> {
  return (await callApi('GET /vehicles/:id', { params: { id } })).data;
}

export const vehicleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: vehicleKeys.detail(id),
    queryFn: () => getVehicle(id),
    retry: retryUnlessMissing,
  });

export function useVehicle(id: string) {
  return useQuery(vehicleQueryOptions(id));
}
