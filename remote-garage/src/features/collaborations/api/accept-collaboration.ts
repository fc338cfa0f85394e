import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { AcceptCollaborationInput, Collaboration } from '@vg/contract';
import { collaborationKeys } from '../../../entities/query-keys';

/** POST /api/v1/collaborations/:id/accept: the car is under Cars I work on once it answers. */
export async function acceptCollaboration({
  id,
  input,
}: {
  id: string;
  input: AcceptCollaborationInput;
}): Promise<Collaboration> {
  return (await callApi('POST /collaborations/:id/accept', { params: { id }, body: input })).data;
}

export function useAcceptCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCollaboration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationKeys.all }),
  });
}
