import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, prepareCall } from '@vg/shared';
import { invalidateVehicleLists } from './list-vehicles';
import type { Vehicle, VehicleInput } from './vehicle-types';
import { dashboardKeys, vehicleKeys } from '../../query-keys';
import { sendOrQueue, type Waiting } from '../../offline/send-or-queue';

/** PATCH /api/v1/vehicles/:id: only the fields sent change. */
export async function updateVehicle({
  id,
  input,
}: {
  id: string;
  input: VehicleInput;
}): Promise<Vehicle> {
  return (await callApi('PATCH /vehicles/:id', { params: { id }, body: input })).data;
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    // Offline (a new odometer reading in the barn): queued, and the car shows it at once, marked
    // as waiting (docs/adr/0015).
    mutationFn: (variables: { id: string; input: VehicleInput }) =>
      sendOrQueue<Vehicle & Waiting>(
        () => updateVehicle(variables),
        {
          ...prepareCall('PATCH /vehicles/:id', {
            params: { id: variables.id },
            body: variables.input,
          }),
          label: 'Vehicle details',
          kind: 'vehicle.update',
          vehicleId: variables.id,
          targetId: variables.id,
        },
        (queued) => {
          const before = queryClient.getQueryData<Vehicle>(vehicleKeys.detail(variables.id));
          const waiting = { ...before, ...variables.input, pendingChangeId: queued.id } as Vehicle &
            Waiting;
          queryClient.setQueryData(vehicleKeys.detail(variables.id), waiting);
          return waiting;
        },
      ),
    onSuccess: async (vehicle) => {
      if (vehicle.pendingChangeId) return;
      queryClient.setQueryData(vehicleKeys.detail(vehicle.id), vehicle);
      await Promise.all([
        invalidateVehicleLists(queryClient),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
