import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateVehicleLists } from '../../../entities/vehicles/api/list-vehicles';
import type { VehicleFields } from '@vg/contract';
import type { Vehicle } from '../../../entities/vehicles/api/vehicle-types';
import { dashboardKeys, vehicleKeys } from '../../../entities/query-keys';

/** POST /api/v1/vehicles. A VIN with a wrong check digit answers 422 until `identifierConfirmed`. */
export async function createVehicle(input: VehicleFields): Promise<Vehicle> {
  return (await callApi('POST /vehicles', { body: input })).data;
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: async (vehicle) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicle.id), vehicle);
      await Promise.all([
        invalidateVehicleLists(queryClient),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
