import type { PublicProfile } from '@vg/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData, useRetryUnlessNotFound } from '@vg/shared';
import { userKeys } from '../query-keys';

/** GET /api/v1/users/:username (public): a keeper's public profile, with followers and whether I follow them; 404 when unknown or suspended. */
export type { PublicProfile };

export const keeperPath = (username: string) => `/users/${encodeURIComponent(username)}`;

export async function fetchKeeperProfile(username: string): Promise<PublicProfile> {
  return unwrapData<PublicProfile>(await apiRequest('GET', keeperPath(username)));
}

/** The keeper's page and a car's conversation read the same answer under the same key. */
export function useKeeperProfile(username: string) {
  return useQuery({
    queryKey: userKeys.detail(username),
    queryFn: () => fetchKeeperProfile(username),
    retry: useRetryUnlessNotFound(),
  });
}
