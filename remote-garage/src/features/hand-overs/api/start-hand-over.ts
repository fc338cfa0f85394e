import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { HandOverInput, StartedHandOver } from '@vg/contract';

/** POST /api/v1/vehicles/:vehicleId/hand-overs: the one-time code and link, shown this once. */
export async function startHandOver({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: HandOverInput;
}): Promise<StartedHandOver> {
  return (
    await callApi('POST /vehicles/:vehicleId/hand-overs', { params: { vehicleId }, body: input })
  ).data;
}

export const useStartHandOver = () => useMutation({ mutationFn: startHandOver });
