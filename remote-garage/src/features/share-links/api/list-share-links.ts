import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { ShareLink } from './share-link-types';
import { vehicleKeys } from '../../../entities/query-keys';

export async function listShareLinks(vehicleId: string): Promise<ShareLink[]> {
  return (await callApi('GET /vehicles/:vehicleId/share-links', { params: { vehicleId } })).data;
}

export function useShareLinks(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.shareLinks(vehicleId),
    queryFn: () => listShareLinks(vehicleId),
  });
}

export const invalidateShareLinks = (queryClient: QueryClient, vehicleId: string) =>
  queryClient.invalidateQueries({ queryKey: vehicleKeys.shareLinks(vehicleId) });
