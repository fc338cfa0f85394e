import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateShareLinks } from './list-share-links';
import type { NewShareLink } from './share-link-types';

/** POST /api/v1/share-links/:id/rotate: a new token with the same scope; the old one stops working. */
export async function rotateShareLink(id: string): Promise<NewShareLink> {
  return (await callApi('POST /share-links/:id/rotate', { params: { id } })).data;
}

export function useRotateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateShareLink,
    onSuccess: (link) => invalidateShareLinks(queryClient, link.vehicleId),
  });
}
