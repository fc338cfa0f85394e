import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateOwnership } from './list-ownership';
import type {
  OwnershipInput,
  OwnershipPeriod,
} from '../../../entities/provenance/api/ownership-types';

/** PUT /api/v1/ownership/:id. */
export async function updateOwnership({ id, input }: { id: string; input: OwnershipInput }) {
  return unwrapData<OwnershipPeriod>(
    await apiRequest('PUT', `/ownership/${encodeURIComponent(id)}`, input),
  );
}

export function useUpdateOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnership,
    onSuccess: (period) => invalidateOwnership(queryClient, period.vehicleId),
  });
}
