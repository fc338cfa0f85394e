import { useMutation } from '@tanstack/react-query';
import {
  apiPath,
  getApiBase,
  uploadWithProgress,
  type ApiAnswer,
  type CurrentUser,
} from '@vg/shared';
import { useStoreUpdatedUser } from './get-profile';

/** POST /api/v1/profile/avatar: multipart field 'avatar'; stored as a square WebP. */
export const AVATAR_FIELD = 'avatar';

export const uploadAvatarMutationKey = ['profile', 'avatar'] as const;

export interface AvatarUpload {
  file: File;
  /** Called with the fraction sent, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

export async function uploadAvatar({ file, onProgress }: AvatarUpload): Promise<CurrentUser> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  const key = 'POST /profile/avatar';
  // The XHR upload (for its progress) reads JSON untyped; the answer is this operation's.
  const answer = (await uploadWithProgress(
    `${getApiBase()}${apiPath(key)}`,
    form,
    onProgress,
  )) as ApiAnswer<typeof key>;
  return answer.data;
}

export function useUploadAvatar() {
  const storeUpdatedUser = useStoreUpdatedUser();
  return useMutation({
    mutationKey: uploadAvatarMutationKey,
    mutationFn: uploadAvatar,
    onSuccess: storeUpdatedUser,
  });
}
