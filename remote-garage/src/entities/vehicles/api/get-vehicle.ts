import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, QUERY_STALE_TIME_MS } from '@vg/shared';
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
    // A car the member only works on can be taken from them at any time (its keeper revokes the
    // access): read it afresh whenever its page opens (docs/product.md#workshops-and-co-keepers).
    staleTime: (query) => (query.state.data?.access ? 0 : QUERY_STALE_TIME_MS),
  });

export function useVehicle(id: string) {
  return useQuery(vehicleQueryOptions(id));
}
