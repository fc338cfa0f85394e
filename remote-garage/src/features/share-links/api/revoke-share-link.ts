import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateShareLinks } from './list-share-links';
import type { ShareLink } from './share-link-types';

/** POST /api/v1/share-links/:id/revoke: the link stops working at once. */
export async function revokeShareLink(id: string): Promise<ShareLink> {
  return (await callApi('POST /share-links/:id/revoke', { params: { id } })).data;
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (link) => invalidateShareLinks(queryClient, link.vehicleId),
  });
}
