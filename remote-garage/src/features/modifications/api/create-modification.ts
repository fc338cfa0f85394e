import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateAfterModificationWrite } from '../../../entities/modifications/api/modification-keys';
import type {
  Modification,
  ModificationInput,
} from '../../../entities/modifications/api/modification-types';

/** POST /api/v1/vehicles/:id/modifications. */
export async function createModification({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: ModificationInput;
}) {
  return unwrapData<Modification>(
    await apiRequest('POST', `/vehicles/${encodeURIComponent(vehicleId)}/modifications`, input),
  );
}

export function useCreateModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModification,
    onSuccess: (modification) =>
      invalidateAfterModificationWrite(queryClient, modification.vehicleId),
  });
}
