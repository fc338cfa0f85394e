import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Dossier } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

export type { Dossier, DossierInput } from '@vg/contract';

/** GET /api/v1/vehicles/:id/dossiers: the dossiers made of the car, newest first. */
export async function listDossiers(vehicleId: string): Promise<Dossier[]> {
  return (await callApi('GET /vehicles/:vehicleId/dossiers', { params: { vehicleId } })).data;
}

export function useDossiers(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.dossiers(vehicleId),
    queryFn: () => listDossiers(vehicleId),
  });
}

/** POST /api/v1/dossiers/:id/withdraw: its page then says it was withdrawn, and nothing else. */
export async function withdrawDossier(id: string): Promise<Dossier> {
  return (await callApi('POST /dossiers/:id/withdraw', { params: { id } })).data;
}

export function useWithdrawDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDossier,
    onSuccess: (dossier) =>
      queryClient.invalidateQueries({ queryKey: vehicleKeys.dossiers(dossier.vehicleId) }),
  });
}

/**
 * The car's photos to choose from: the same answer and cache entry as the Photos tab's
 * (GET /api/v1/vehicles/:id/photos), asked here because a feature imports no other feature.
 */
export function useCarPhotos(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.photos(vehicleId),
    queryFn: async () =>
      (await callApi('GET /vehicles/:vehicleId/photos', { params: { vehicleId } })).data,
  });
}
