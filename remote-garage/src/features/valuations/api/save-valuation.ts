import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Valuation, ValuationInput } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

/** POST /api/v1/vehicles/:vehicleId/valuations, or PATCH /api/v1/valuations/:id when `id` is given. */
export async function saveValuation({
  vehicleId,
  id,
  input,
}: {
  vehicleId: string;
  id?: string;
  input: ValuationInput;
}): Promise<Valuation> {
  const answer = id
    ? await callApi('PATCH /valuations/:id', { params: { id }, body: input })
    : await callApi('POST /vehicles/:vehicleId/valuations', { params: { vehicleId }, body: input });
  return answer.data;
}

export function useSaveValuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveValuation,
    // The cost summary plots the valuations against the cost of keeping.
    onSuccess: (valuation) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.valuations(valuation.vehicleId) }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.costSummary(valuation.vehicleId) }),
      ]),
  });
}
