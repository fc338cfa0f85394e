import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { FuelFill, FuelInput } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';
import { invalidateSpending } from '../../../entities/costs/invalidate-spending';

/** POST /api/v1/vehicles/:vehicleId/fuel, or PATCH /api/v1/fuel/:id when `id` is given. */
export async function saveFillUp({
  vehicleId,
  id,
  input,
}: {
  vehicleId: string;
  id?: string;
  input: FuelInput;
}): Promise<FuelFill> {
  const answer = id
    ? await callApi('PATCH /fuel/:id', { params: { id }, body: input })
    : await callApi('POST /vehicles/:vehicleId/fuel', { params: { vehicleId }, body: input });
  return answer.data;
}

export function useSaveFillUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFillUp,
    // A reading moves the car's odometer too (its detail is under the same key).
    onSuccess: (fill) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.fuel(fill.vehicleId) }),
        queryClient.invalidateQueries({
          queryKey: vehicleKeys.detail(fill.vehicleId),
          exact: true,
        }),
        invalidateSpending(queryClient, fill.vehicleId),
      ]),
  });
}
