import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '../../dashboard/api/get-dashboard';
import { vehicleKey } from '../../vehicles/api/get-vehicle';
import { MAINTENANCE_PATH } from './maintenance-types';

/** GET /api/v1/vehicles/:id/maintenance, one vehicle's logbook. */
export const vehicleMaintenanceKey = (vehicleId: string) =>
  [...vehicleKey(vehicleId), 'maintenance'] as const;

/**
 * A maintenance write changes: that vehicle's logbook, the cross-vehicle list and its totals (both
 * under /api/v1/maintenance), the vehicle itself (its odometer follows the highest reading) and the
 * dashboard. Nothing else.
 */
export function invalidateAfterMaintenanceWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleMaintenanceKey(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: [MAINTENANCE_PATH] }),
    queryClient.invalidateQueries({ queryKey: vehicleKey(vehicleId), exact: true }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}
