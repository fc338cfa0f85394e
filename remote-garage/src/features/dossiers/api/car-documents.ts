import { useQuery } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@vg/shared';
import type { VehicleDocument } from '@vg/contract';

/** GET /api/v1/vehicles/:id/documents: the car's papers, the key any screen listing them shares. */
export const carDocumentsKey = (vehicleId: string) =>
  apiQueryKey('GET /vehicles/:vehicleId/documents', { params: { vehicleId } });

/** The car's papers to choose from for a dossier, newest date first. */
export function useCarDocuments(vehicleId: string) {
  return useQuery({
    queryKey: carDocumentsKey(vehicleId),
    queryFn: async (): Promise<VehicleDocument[]> =>
      (await callApi('GET /vehicles/:vehicleId/documents', { params: { vehicleId } })).data,
  });
}
