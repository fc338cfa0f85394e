import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Page, VehicleSummary, VehicleFilters } from './vehicle-types';
import { vehicleKeys } from '../../query-keys';

/** GET /api/v1/vehicles: the owner's vehicles, filtered and sorted, one cursor page at a time. */
export type { VehicleFilters } from './vehicle-types';

export async function listVehicles(
  filters: VehicleFilters,
  cursor: string | null,
): Promise<Page<VehicleSummary>> {
  // An empty filter ('' from a select) is no filter: left out of the query string.
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return callApi('GET /vehicles', { query: { ...query, ...(cursor ? { cursor } : {}) } });
}

/** The garage as it opens: every car, the most recently touched first. */
export const INITIAL_VEHICLE_FILTERS: VehicleFilters = { sort: 'recent' };

export const vehicleListQueryOptions = (filters: VehicleFilters) =>
  infiniteQueryOptions({
    queryKey: vehicleKeys.list(filters),
    queryFn: ({ pageParam }) => listVehicles(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useVehicles(filters: VehicleFilters) {
  return useInfiniteQuery(vehicleListQueryOptions(filters));
}

/** Every vehicle list, whatever its filters, and nothing else under /vehicles. */
export function invalidateVehicleLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => vehicleKeys.isList(queryKey),
  });
}
