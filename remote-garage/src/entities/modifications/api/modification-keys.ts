import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '../../dashboard/api/get-dashboard';
import { vehicleKey } from '../../vehicles/api/get-vehicle';
import { MODIFICATIONS_PATH } from './modification-types';

/** GET /api/v1/vehicles/:id/modifications. */
export const vehicleModificationsKey = (vehicleId: string) =>
  [...vehicleKey(vehicleId), 'modifications'] as const;

/** A write changes the vehicle's list, the cross-vehicle list and totals, and the dashboard. */
export function invalidateAfterModificationWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleModificationsKey(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: [MODIFICATIONS_PATH] }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}
