import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Cost, CostInput } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';
import { invalidateSpending } from '../../../entities/costs/invalidate-spending';

/** POST /api/v1/vehicles/:vehicleId/costs, or PATCH /api/v1/costs/:id when `id` is given. */
export async function saveCost({
  vehicleId,
  id,
  input,
}: {
  vehicleId: string;
  id?: string;
  input: CostInput;
}): Promise<Cost> {
  const answer = id
    ? await callApi('PATCH /costs/:id', { params: { id }, body: input })
    : await callApi('POST /vehicles/:vehicleId/costs', { params: { vehicleId }, body: input });
  return answer.data;
}

export function useSaveCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCost,
    // A recurring cost keeps its renewal reminder (docs/product.md#costs-of-keeping).
    onSuccess: (cost) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.costs(cost.vehicleId) }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(cost.vehicleId) }),
        invalidateSpending(queryClient, cost.vehicleId),
      ]),
  });
}
