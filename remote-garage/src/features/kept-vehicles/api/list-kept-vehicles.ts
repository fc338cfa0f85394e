import { useQuery } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@vg/shared';
import type { KeptVehicle } from '@vg/contract';

/** GET /api/v1/kept-vehicles: the cars the member handed over, the latest sale first. */
export async function listKeptVehicles(): Promise<KeptVehicle[]> {
  return (await callApi('GET /kept-vehicles')).data;
}

export const useKeptVehicles = () =>
  useQuery({ queryKey: apiQueryKey('GET /kept-vehicles'), queryFn: listKeptVehicles });
