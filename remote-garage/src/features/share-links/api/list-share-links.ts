import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { ShareLink } from './share-link-types';
import { vehicleKeys } from '../../../entities/query-keys';

export async function listShareLinks(vehicleId: string): Promise<ShareLink[]> {
  return (
    await apiRequest<Page<ShareLink>>(
      'GET',
      `/vehicles/${encodeURIComponent(vehicleId)}/share-links`,
    )
  ).data;
}

export function useShareLinks(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.shareLinks(vehicleId),
    queryFn: () => listShareLinks(vehicleId),
  });
}

export const invalidateShareLinks = (queryClient: QueryClient, vehicleId: string) =>
  queryClient.invalidateQueries({ queryKey: vehicleKeys.shareLinks(vehicleId) });
