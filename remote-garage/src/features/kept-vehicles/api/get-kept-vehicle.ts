import { useQuery } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@vg/shared';
import type { KeptVehicleDetail } from '@vg/contract';

/** GET /api/v1/kept-vehicles/:id: a kept car's history as it stood on the day of the sale. */
export async function getKeptVehicle(id: string): Promise<KeptVehicleDetail> {
  return (await callApi('GET /kept-vehicles/:id', { params: { id } })).data;
}

export const useKeptVehicle = (id: string) =>
  useQuery({
    queryKey: apiQueryKey('GET /kept-vehicles/:id', { params: { id } }),
    queryFn: () => getKeptVehicle(id),
  });
