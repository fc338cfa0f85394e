import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, type ApiAnswer } from '@vg/shared';
import { communityKeys } from '../../../lib/query-keys';

type CommunityAnswer = ApiAnswer<'GET /public/vehicles/:id/community'>;
type ProfileAnswer = ApiAnswer<'GET /users/:username'>;

/** GET /public/vehicles/:id/community (anyone): counts, and my follow and admire when signed in. */
export function useVehicleCommunity(vehicleId: string) {
  return useQuery({
    ...apiQuery('GET /public/vehicles/:id/community', { params: { id: vehicleId } }),
    select: (answer) => answer.data,
  });
}

/** Follow or unfollow a public car; its counts update in place, the Following feed is read again. */
export function useFollowVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) => {
      const input = { params: { id: vehicleId } };
      const answer = follow
        ? await callApi('PUT /public/vehicles/:id/follow', input)
        : await callApi('DELETE /public/vehicles/:id/follow', input);
      return answer.data;
    },
    onSuccess: (state) => {
      queryClient.setQueryData<CommunityAnswer>(
        communityKeys.vehicleCommunity(vehicleId),
        (old) =>
          old && {
            data: { ...old.data, following: state.following, followerCount: state.followerCount },
          },
      );
      void queryClient.invalidateQueries({ queryKey: communityKeys.feed });
      void queryClient.invalidateQueries({ queryKey: communityKeys.following });
    },
  });
}

/** Admire a car, or take it back: one per member per car. */
export function useAdmireVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (admire: boolean) => {
      const input = { params: { id: vehicleId } };
      const answer = admire
        ? await callApi('PUT /public/vehicles/:id/admire', input)
        : await callApi('DELETE /public/vehicles/:id/admire', input);
      return answer.data;
    },
    onSuccess: (state) =>
      queryClient.setQueryData<CommunityAnswer>(
        communityKeys.vehicleCommunity(vehicleId),
        (old) =>
          old && { data: { ...old.data, admired: state.admired, admireCount: state.admireCount } },
      ),
  });
}

/** Follow or unfollow a keeper. */
export function useFollowKeeper(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) => {
      const input = { params: { username } };
      const answer = follow
        ? await callApi('PUT /users/:username/follow', input)
        : await callApi('DELETE /users/:username/follow', input);
      return answer.data;
    },
    onSuccess: (state) => {
      queryClient.setQueryData<ProfileAnswer>(
        communityKeys.keeper(username),
        (old) =>
          old && {
            data: {
              ...old.data,
              community: {
                ...old.data.community,
                following: state.following,
                followerCount: state.followerCount,
              },
            },
          },
      );
      void queryClient.invalidateQueries({ queryKey: communityKeys.feed });
      void queryClient.invalidateQueries({ queryKey: communityKeys.following });
    },
  });
}
