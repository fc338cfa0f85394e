import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Valuation } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

/** GET /api/v1/vehicles/:vehicleId/valuations, newest first. */
export async function listValuations(vehicleId: string): Promise<Valuation[]> {
  return (await callApi('GET /vehicles/:vehicleId/valuations', { params: { vehicleId } })).data;
}

export function useValuations(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.valuations(vehicleId),
    queryFn: () => listValuations(vehicleId),
  });
}
