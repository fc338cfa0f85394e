import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, maintenanceKeys, vehicleKeys } from '../../query-keys';

/**
 * A maintenance write changes: that vehicle's logbook, the cross-vehicle list and its totals (both
 * under /api/v1/maintenance), the vehicle itself (its odometer follows the highest reading) and the
 * dashboard. Nothing else.
 */
export function invalidateAfterMaintenanceWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.maintenance(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
    queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(vehicleId), exact: true }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
