import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, sharedQueryKeys, type CurrentUser } from '@vg/shared';
import { profileKeys } from '../../../lib/query-keys';

export async function getProfile(): Promise<CurrentUser> {
  return (await callApi('GET /profile/')).data;
}

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.detail,
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
    queryClient.setQueryData(profileKeys.detail, user);
    queryClient.setQueryData(sharedQueryKeys.currentUser, user);
  };
}
