import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, modificationKeys, vehicleKeys } from '../../query-keys';

/** A write changes the vehicle's list, the cross-vehicle list and totals, and the dashboard. */
export function invalidateAfterModificationWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.modifications(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: modificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
