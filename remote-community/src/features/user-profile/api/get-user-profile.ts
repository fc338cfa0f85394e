import type { PublicProfile } from '@vg/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData, useRetryUnlessNotFound } from '@vg/shared';

/** GET /api/v1/users/:username (public): a member's public profile; 404 when unknown or suspended. */
export type { PublicProfile };

export const userProfileQueryKey = (username: string) => ['community', 'user', username] as const;

export async function fetchUserProfile(username: string): Promise<PublicProfile> {
  return unwrapData<PublicProfile>(
    await apiRequest('GET', `/users/${encodeURIComponent(username)}`),
  );
}

export function useUserProfile(username: string) {
  return useQuery({
    queryKey: userProfileQueryKey(username),
    queryFn: () => fetchUserProfile(username),
    retry: useRetryUnlessNotFound(),
  });
}
