import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, apiRequest, unwrapData, type CurrentUser } from '@vg/shared';

/** GET /api/v1/profile: the signed-in user's own profile (the CurrentUser shape). */
export const PROFILE_QUERY_KEY = ['/api/v1/profile'] as const;

export async function getProfile(): Promise<CurrentUser> {
  return unwrapData<CurrentUser>(await apiRequest('GET', '/profile'));
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/**
 * Every profile change answers the updated user: store it as the profile and as the session's
 * user, so the top bar, banners and this page agree without another round trip.
 */
export function useStoreUpdatedUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, user);
    queryClient.setQueryData(USER_QUERY_KEY, user);
  };
}
