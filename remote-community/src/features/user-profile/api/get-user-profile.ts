import type { PublicProfile } from '@vg/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData, useRetryUnlessNotFound } from '@vg/shared';
import { userKeys } from '../../../lib/query-keys';

/** GET /api/v1/users/:username (public): a member's public profile; 404 when unknown or suspended. */
export type { PublicProfile };

export async function fetchUserProfile(username: string): Promise<PublicProfile> {
  return unwrapData<PublicProfile>(
    await apiRequest('GET', `/users/${encodeURIComponent(username)}`),
  );
}

export function useUserProfile(username: string) {
  return useQuery({
    queryKey: userKeys.detail(username),
    queryFn: () => fetchUserProfile(username),
    retry: useRetryUnlessNotFound(),
  });
}
