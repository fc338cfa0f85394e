import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { FuelList } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

/** GET /api/v1/vehicles/:vehicleId/fuel: fill-ups newest first, and the economy between full tanks. */
export async function listFuel(vehicleId: string): Promise<FuelList> {
  return (await callApi('GET /vehicles/:vehicleId/fuel', { params: { vehicleId } })).data;
}

export function useFuel(vehicleId: string) {
  return useQuery({ queryKey: vehicleKeys.fuel(vehicleId), queryFn: () => listFuel(vehicleId) });
}
