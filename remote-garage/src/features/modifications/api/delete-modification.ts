import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { invalidateAfterModificationWrite } from '../../../entities/modifications/api/modification-keys';

/** DELETE /api/v1/modifications/:id. */
export async function deleteModification({ id }: { id: string; vehicleId: string }): Promise<void> {
  await apiRequest('DELETE', `/modifications/${encodeURIComponent(id)}`);
}

export function useDeleteModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModification,
    onSuccess: (_answer, { vehicleId }) => invalidateAfterModificationWrite(queryClient, vehicleId),
  });
}
