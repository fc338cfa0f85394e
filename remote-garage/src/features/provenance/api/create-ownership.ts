import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateOwnership } from './list-ownership';
import type { OwnershipInput } from '../../../entities/provenance/api/ownership-types';

/** POST /api/v1/vehicles/:id/ownership. */
export async function createOwnership({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: OwnershipInput;
}) {
  return (
    await callApi('POST /vehicles/:vehicleId/ownership', { params: { vehicleId }, body: input })
  ).data;
}

export function useCreateOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnership,
    onSuccess: (period) => invalidateOwnership(queryClient, period.vehicleId),
  });
}
