import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateOwnership } from './list-ownership';

/** DELETE /api/v1/ownership/:id. */
export async function deleteOwnership({ id }: { id: string; vehicleId: string }): Promise<void> {
  await callApi('DELETE /ownership/:id', { params: { id } });
}

export function useDeleteOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnership,
    onSuccess: (_answer, { vehicleId }) => invalidateOwnership(queryClient, vehicleId),
  });
}
