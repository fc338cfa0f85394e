import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Collaboration } from '@vg/contract';
import { collaborationKeys } from '../../query-keys';

/** GET /api/v1/collaborations: the caller's invitations and the cars they work on. */
export async function listCollaborations(): Promise<Collaboration[]> {
  return (await callApi('GET /collaborations')).data;
}

export const useCollaborations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: collaborationKeys.all,
    queryFn: listCollaborations,
    enabled,
    // A keeper invites or revokes at any time: read afresh whenever shown.
    staleTime: 0,
  });
