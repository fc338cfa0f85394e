import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';
import { invalidateSpending } from '../../../entities/costs/invalidate-spending';

/** DELETE /api/v1/fuel/:id. */
export async function deleteFillUp({ id }: { id: string; vehicleId: string }): Promise<void> {
  await callApi('DELETE /fuel/:id', { params: { id } });
}

export function useDeleteFillUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFillUp,
    onSuccess: (_answer, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.fuel(vehicleId) }),
        invalidateSpending(queryClient, vehicleId),
      ]),
  });
}
