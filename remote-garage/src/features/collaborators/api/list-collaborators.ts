import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Collaborator } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

/** GET /api/v1/vehicles/:vehicleId/collaborators: who is invited to the car or works on it. */
export async function listCollaborators(vehicleId: string): Promise<Collaborator[]> {
  return (await callApi('GET /vehicles/:vehicleId/collaborators', { params: { vehicleId } })).data;
}

export const useCollaborators = (vehicleId: string) =>
  useQuery({
    queryKey: vehicleKeys.collaborators(vehicleId),
    queryFn: () => listCollaborators(vehicleId),
    // Others change it (an invitation accepted, declined or left): read afresh whenever shown.
    staleTime: 0,
  });
