import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateOwnership } from './list-ownership';
import type {
  OwnershipInput,
  OwnershipPeriod,
} from '../../../entities/provenance/api/ownership-types';

/** POST /api/v1/vehicles/:id/ownership. */
export async function createOwnership({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: OwnershipInput;
}) {
  return unwrapData<OwnershipPeriod>(
    await apiRequest('POST', `/vehicles/${encodeURIComponent(vehicleId)}/ownership`, input),
  );
}

export function useCreateOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnership,
    onSuccess: (period) => invalidateOwnership(queryClient, period.vehicleId),
  });
}
