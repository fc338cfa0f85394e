import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { collaborationKeys, vehicleKeys } from '../../query-keys';

interface Ending {
  id: string;
  vehicleId: string;
}

/**
 * DELETE /api/v1/collaborations/:id: the keeper revokes access (or withdraws the invitation); the
 * member leaves (or declines). It ends at once.
 */
export async function endCollaboration({ id }: Ending): Promise<void> {
  await callApi('DELETE /collaborations/:id', { params: { id } });
}

export function useEndCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCollaboration,
    onSuccess: (_answer, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.all }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.collaborators(vehicleId) }),
      ]),
  });
}
