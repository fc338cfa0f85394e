import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateShareLinks } from './list-share-links';
import type { ShareLink } from './share-link-types';

/** POST /api/v1/share-links/:id/revoke: the link stops working at once. */
export async function revokeShareLink(id: string): Promise<ShareLink> {
  return unwrapData<ShareLink>(
    await apiRequest('POST', `/share-links/${encodeURIComponent(id)}/revoke`),
  );
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (link) => invalidateShareLinks(queryClient, link.vehicleId),
  });
}
