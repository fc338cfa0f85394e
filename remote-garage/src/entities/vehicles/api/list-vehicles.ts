import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import {
  VEHICLES_PATH,
  type Page,
  type VehicleCondition,
  type VehicleStatus,
  type VehicleSummary,
  type Visibility,
} from './vehicle-types';

/** GET /api/v1/vehicles: the owner's vehicles, filtered and sorted, one cursor page at a time. */
export interface VehicleFilters {
  q?: string;
  status?: VehicleStatus | '';
  condition?: VehicleCondition | '';
  visibility?: Visibility | '';
  sort?: 'recent' | 'name' | 'year';
  limit?: number;
}

/** The filters are an object part: they name the list, the fetcher turns them into a query string. */
export const vehicleListKey = (filters: VehicleFilters) =>
  [VEHICLES_PATH, { list: filters }] as const;

export async function listVehicles(
  filters: VehicleFilters,
  cursor: string | null,
): Promise<Page<VehicleSummary>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<Page<VehicleSummary>>('GET', `/vehicles${query ? `?${query}` : ''}`);
}

export function useVehicles(filters: VehicleFilters) {
  return useInfiniteQuery({
    queryKey: vehicleListKey(filters),
    queryFn: ({ pageParam }) => listVehicles(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}

/** Every vehicle list, whatever its filters, and nothing else under /vehicles. */
export function invalidateVehicleLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === VEHICLES_PATH &&
      typeof queryKey[1] === 'object' &&
      queryKey[1] !== null &&
      'list' in queryKey[1],
  });
}
