import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { DASHBOARD_KEY } from '../../dashboard/api/get-dashboard';
import { vehicleKey } from './get-vehicle';
import { invalidateVehicleLists } from './list-vehicles';
import type { Vehicle, VehicleInput } from './vehicle-types';

/** PATCH /api/v1/vehicles/:id: only the fields sent change. */
export async function updateVehicle({
  id,
  input,
}: {
  id: string;
  input: VehicleInput;
}): Promise<Vehicle> {
  return unwrapData<Vehicle>(
    await apiRequest('PATCH', `/vehicles/${encodeURIComponent(id)}`, input),
  );
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: async (vehicle) => {
      queryClient.setQueryData(vehicleKey(vehicle.id), vehicle);
      await Promise.all([
        invalidateVehicleLists(queryClient),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}
