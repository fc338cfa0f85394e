import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateVehicleLists } from './list-vehicles';
import type { Vehicle, VehicleInput } from './vehicle-types';
import { dashboardKeys, vehicleKeys } from '../../query-keys';

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
      queryClient.setQueryData(vehicleKeys.detail(vehicle.id), vehicle);
      await Promise.all([
        invalidateVehicleLists(queryClient),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
