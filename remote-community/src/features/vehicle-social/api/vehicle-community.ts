import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type { AdmireState, FollowState, PublicProfile, VehicleCommunity } from '@vg/contract';
import { keeperPath } from '../../../lib/keeper/use-keeper-profile';
import { feedKeys, followingKeys, userKeys, vehicleCommunityKeys } from '../../../lib/query-keys';

const vehiclePath = (id: string) => `/public/vehicles/${encodeURIComponent(id)}`;

/** GET /public/vehicles/:id/community (anyone): counts, and my follow and admire when signed in. */
export function useVehicleCommunity(vehicleId: string) {
  return useQuery({
    queryKey: vehicleCommunityKeys.detail(vehicleId),
    queryFn: async () =>
      unwrapData<VehicleCommunity>(await apiRequest('GET', `${vehiclePath(vehicleId)}/community`)),
  });
}

/** PUT to start, DELETE to stop: following and admiring are the same kind of switch. */
const switchMethod = (on: boolean) => (on ? 'PUT' : 'DELETE');

/** Follow or unfollow a public car; its counts update in place, the Following feed is read again. */
export function useFollowVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) =>
      unwrapData<FollowState>(
        await apiRequest(switchMethod(follow), `${vehiclePath(vehicleId)}/follow`),
      ),
    onSuccess: (state) => {
      queryClient.setQueryData<VehicleCommunity>(vehicleCommunityKeys.detail(vehicleId), (old) =>
        old ? { ...old, following: state.following, followerCount: state.followerCount } : old,
      );
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void queryClient.invalidateQueries({ queryKey: followingKeys.all });
    },
  });
}

/** Admire a car, or take it back: one per member per car. */
export function useAdmireVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (admire: boolean) =>
      unwrapData<AdmireState>(
        await apiRequest(switchMethod(admire), `${vehiclePath(vehicleId)}/admire`),
      ),
    onSuccess: (state) =>
      queryClient.setQueryData<VehicleCommunity>(vehicleCommunityKeys.detail(vehicleId), (old) =>
        old ? { ...old, admired: state.admired, admireCount: state.admireCount } : old,
      ),
  });
}

/** Follow or unfollow a keeper. */
export function useFollowKeeper(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) =>
      unwrapData<FollowState>(
        await apiRequest(switchMethod(follow), `${keeperPath(username)}/follow`),
      ),
    onSuccess: (state) => {
      queryClient.setQueryData<PublicProfile>(userKeys.detail(username), (old) =>
        old
          ? {
              ...old,
              community: {
                ...old.community,
                following: state.following,
                followerCount: state.followerCount,
              },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void queryClient.invalidateQueries({ queryKey: followingKeys.all });
    },
  });
}

/** Where a report of this car goes. */
export const vehicleReportPath = (vehicleId: string) => `${vehiclePath(vehicleId)}/report`;
