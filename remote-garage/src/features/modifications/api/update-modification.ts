import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateAfterModificationWrite } from '../../../entities/modifications/api/modification-keys';
import type {
  Modification,
  ModificationInput,
} from '../../../entities/modifications/api/modification-types';

/** PUT /api/v1/modifications/:id. */
export async function updateModification({ id, input }: { id: string; input: ModificationInput }) {
  return unwrapData<Modification>(
    await apiRequest('PUT', `/modifications/${encodeURIComponent(id)}`, input),
  );
}

export function useUpdateModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModification,
    onSuccess: (modification) =>
      invalidateAfterModificationWrite(queryClient, modification.vehicleId),
  });
}
