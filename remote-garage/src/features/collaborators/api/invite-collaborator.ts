import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Collaborator, CollaboratorInput } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

/** POST /api/v1/vehicles/:vehicleId/collaborators: the member is invited, and told. */
export async function inviteCollaborator({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: CollaboratorInput;
}): Promise<Collaborator> {
  return (
    await callApi('POST /vehicles/:vehicleId/collaborators', { params: { vehicleId }, body: input })
  ).data;
}

export function useInviteCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCollaborator,
    onSuccess: (_invited, { vehicleId }) =>
      queryClient.invalidateQueries({ queryKey: vehicleKeys.collaborators(vehicleId) }),
  });
}
