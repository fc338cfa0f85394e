import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { vehicleKey } from '../../../entities/vehicles/api/get-vehicle';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { ShareLink } from './share-link-types';

/** GET /api/v1/vehicles/:id/share-links. */
export const shareLinksKey = (vehicleId: string) =>
  [...vehicleKey(vehicleId), 'share-links'] as const;

export async function listShareLinks(vehicleId: string): Promise<ShareLink[]> {
  return (
    await apiRequest<Page<ShareLink>>(
      'GET',
      `/vehicles/${encodeURIComponent(vehicleId)}/share-links`,
    )
  ).data;
}

export function useShareLinks(vehicleId: string) {
  return useQuery({ queryKey: shareLinksKey(vehicleId), queryFn: () => listShareLinks(vehicleId) });
}

export const invalidateShareLinks = (queryClient: QueryClient, vehicleId: string) =>
  queryClient.invalidateQueries({ queryKey: shareLinksKey(vehicleId) });
