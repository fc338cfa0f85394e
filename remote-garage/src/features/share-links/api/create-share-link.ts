import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type { ShareScope } from '../../../entities/public-vehicle/api/public-vehicle-types';
import { invalidateShareLinks } from './list-share-links';
import type { NewShareLink } from './share-link-types';

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
  return unwrapData<NewShareLink>(
    await apiRequest('POST', `/vehicles/${encodeURIComponent(vehicleId)}/share-links`, {
      label,
      scope,
    }),
  );
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (link) => invalidateShareLinks(queryClient, link.vehicleId),
  });
}
