import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateCondition } from './invalidate-condition';

/** DELETE /api/v1/condition-reports/:id: the car's condition falls back to the latest left. */
export async function deleteConditionReport({
  id,
}: {
  id: string;
  vehicleId: string;
}): Promise<void> {
  await callApi('DELETE /condition-reports/:id', { params: { id } });
}

export function useDeleteConditionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConditionReport,
    onSuccess: (_answer, { vehicleId }) => invalidateCondition(queryClient, vehicleId),
  });
}
