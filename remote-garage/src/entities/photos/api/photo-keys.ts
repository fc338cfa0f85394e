import type { QueryClient } from '@tanstack/react-query';
import { invalidateVehicleLists } from '../../vehicles/api/list-vehicles';
import { dashboardKeys, vehicleKeys } from '../../query-keys';

/** Photos change the vehicle's photo list, and its cover on its page, its card and the dashboard. */
export function invalidateAfterPhotoWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.photos(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(vehicleId), exact: true }),
    invalidateVehicleLists(queryClient),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
