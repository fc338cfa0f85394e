import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';
import { invalidateSpending } from '../../../entities/costs/invalidate-spending';

/** DELETE /api/v1/costs/:id (and the open renewal reminder it made). */
export async function deleteCost({ id }: { id: string; vehicleId: string }): Promise<void> {
  await callApi('DELETE /costs/:id', { params: { id } });
}

export function useDeleteCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCost,
    onSuccess: (_answer, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.costs(vehicleId) }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(vehicleId) }),
        invalidateSpending(queryClient, vehicleId),
      ]),
  });
}
