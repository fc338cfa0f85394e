import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Cost } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

/** GET /api/v1/vehicles/:vehicleId/costs: the car's costs of keeping, newest first. */
export async function listCosts(vehicleId: string): Promise<Cost[]> {
  return (await callApi('GET /vehicles/:vehicleId/costs', { params: { vehicleId } })).data;
}

export function useCosts(vehicleId: string) {
  return useQuery({ queryKey: vehicleKeys.costs(vehicleId), queryFn: () => listCosts(vehicleId) });
}
