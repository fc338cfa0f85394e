import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateVehicleLists } from '../../../entities/vehicles/api/list-vehicles';
import {
  dashboardKeys,
  maintenanceKeys,
  modificationKeys,
  vehicleKeys,
} from '../../../entities/query-keys';

/** DELETE /api/v1/vehicles/:id, with everything recorded about the vehicle. */
export async function deleteVehicle(id: string): Promise<void> {
  await callApi('DELETE /vehicles/:id', { params: { id } });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: vehicleKeys.detail(id) });
      // The cross-vehicle record lists held this vehicle's records too.
      await Promise.all([
        invalidateVehicleLists(queryClient),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: modificationKeys.all }),
      ]);
    },
  });
}
