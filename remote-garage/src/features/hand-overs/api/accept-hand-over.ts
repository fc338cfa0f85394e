import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { AcceptedHandOver } from '@vg/contract';
import { dashboardKeys, vehicleKeys } from '../../../entities/query-keys';

/** POST /api/v1/hand-overs/:code/accept: the car is in the caller's garage once it answers. */
export async function acceptHandOver(code: string): Promise<AcceptedHandOver> {
  return (await callApi('POST /hand-overs/:code/accept', { params: { code } })).data;
}

export function useAcceptHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptHandOver,
    // A car came into the garage: its lists and the dashboard count it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => vehicleKeys.isList(query.queryKey) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
