import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData, useRetryUnlessNotFound } from '@vg/shared';

/** GET /api/v1/users/:username (public): a member's public profile; 404 when unknown or suspended. */
export interface PublicProfile {
  username: string;
  displayName: string | null;
  bio: string | null;
  location: string | null;
  avatarUrl: string | null;
  /** ISO date-time of registration. */
  memberSince: string;
}

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
