import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';

/** DELETE /api/v1/valuations/:id. */
export async function deleteValuation({ id }: { id: string; vehicleId: string }): Promise<void> {
  await callApi('DELETE /valuations/:id', { params: { id } });
}

export function useDeleteValuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteValuation,
    onSuccess: (_answer, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.valuations(vehicleId) }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.costSummary(vehicleId) }),
      ]),
  });
}
