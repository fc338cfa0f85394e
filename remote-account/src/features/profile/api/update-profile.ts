import type { UpdateProfileBody } from '@vg/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CurrentUser } from '@vg/shared';
import { useStoreUpdatedUser } from './get-profile';

/** PATCH /api/v1/profile: absent fields stay as they are; blank text clears a field. */
export type ProfileUpdate = UpdateProfileBody;

export const updateProfileMutationKey = ['profile', 'update'] as const;

export async function updateProfile(update: ProfileUpdate): Promise<CurrentUser> {
  return (await callApi('PATCH /profile/', { body: update })).data;
}

export function useUpdateProfile() {
  const storeUpdatedUser = useStoreUpdatedUser();
  return useMutation({
    mutationKey: updateProfileMutationKey,
    mutationFn: updateProfile,
    onSuccess: storeUpdatedUser,
  });
}
