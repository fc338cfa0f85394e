import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateOwnership } from './list-ownership';
import type { OwnershipInput } from '../../../entities/provenance/api/ownership-types';

/** PUT /api/v1/ownership/:id. */
export async function updateOwnership({ id, input }: { id: string; input: OwnershipInput }) {
  return (await callApi('PUT /ownership/:id', { params: { id }, body: input })).data;
}

export function useUpdateOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnership,
    onSuccess: (period) => invalidateOwnership(queryClient, period.vehicleId),
  });
}
