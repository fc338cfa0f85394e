import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { DASHBOARD_KEY } from '../../../entities/dashboard/api/get-dashboard';
import { vehicleKey } from '../../../entities/vehicles/api/get-vehicle';
import { invalidateVehicleLists } from '../../../entities/vehicles/api/list-vehicles';

/** DELETE /api/v1/vehicles/:id, with everything recorded about the vehicle. */
export async function deleteVehicle(id: string): Promise<void> {
  await apiRequest('DELETE', `/vehicles/${encodeURIComponent(id)}`);
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: vehicleKey(id) });
      // The cross-vehicle record lists held this vehicle's records too.
      await Promise.all([
        invalidateVehicleLists(queryClient),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/v1/maintenance'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/v1/modifications'] }),
      ]);
    },
  });
}
