import type { QueryClient } from '@tanstack/react-query';
import { invalidateVehicleLists } from '../../vehicles/api/list-vehicles';
import { dashboardKeys, photoUsageKeys, vehicleKeys } from '../../query-keys';

/**
 * Photos change the vehicle's photo list, its cover on its page, its card and the dashboard, and
 * the room the member's photos take.
 */
export function invalidateAfterPhotoWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.photos(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(vehicleId), exact: true }),
    invalidateVehicleLists(queryClient),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: photoUsageKeys.all }),
  ]);
}
