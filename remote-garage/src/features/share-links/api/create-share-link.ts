import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { ShareScope } from '../../../entities/public-vehicle/api/public-vehicle-types';
import { invalidateShareLinks } from './list-share-links';

/** POST /api/v1/vehicles/:id/share-links: the answer shows the token, once. */
export async function createShareLink({
  vehicleId,
  label,
  scope,
}: {
  vehicleId: string;
  label: string | null;
  scope: ShareScope;
}) {
  return (
    await callApi('POST /vehicles/:vehicleId/share-links', {
      params: { vehicleId },
      body: { label, scope },
    })
  ).data;
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (link) => invalidateShareLinks(queryClient, link.vehicleId),
  });
}
