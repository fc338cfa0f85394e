import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '../../dashboard/api/get-dashboard';
import { invalidateVehicleLists } from '../../vehicles/api/list-vehicles';
import { vehicleKey } from '../../vehicles/api/get-vehicle';

/** GET /api/v1/vehicles/:id/photos. */
export const vehiclePhotosKey = (vehicleId: string) =>
  [...vehicleKey(vehicleId), 'photos'] as const;

/** Photos change the vehicle's photo list, and its cover on its page, its card and the dashboard. */
export function invalidateAfterPhotoWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehiclePhotosKey(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: vehicleKey(vehicleId), exact: true }),
    invalidateVehicleLists(queryClient),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}
