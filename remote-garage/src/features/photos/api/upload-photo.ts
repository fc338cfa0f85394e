import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiBase, unwrapData, uploadWithProgress } from '@vg/shared';
import { invalidateAfterPhotoWrite } from '../../../entities/photos/api/photo-keys';
import type { OwnedPhoto, PhotoStage } from '../../../entities/photos/api/photo-types';

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface PhotoUpload {
  vehicleId: string;
  file: File;
  caption?: string;
  stage?: PhotoStage | '';
  onProgress: (fraction: number) => void;
}

/** POST /api/v1/vehicles/:id/photos (multipart, through the raw helper so progress can be shown). */
export async function uploadPhoto({
  vehicleId,
  file,
  caption,
  stage,
  onProgress,
}: PhotoUpload): Promise<OwnedPhoto[]> {
  const form = new FormData();
  // Fields before the file: the server reads the parts in order.
  if (caption?.trim()) form.append('caption', caption.trim());
  if (stage) form.append('stage', stage);
  form.append('file', file, file.name);
  const body = await uploadWithProgress(
    `${getApiBase()}/vehicles/${encodeURIComponent(vehicleId)}/photos`,
    form,
    onProgress,
  );
  return unwrapData<OwnedPhoto[]>(body);
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (_photos, { vehicleId }) => invalidateAfterPhotoWrite(queryClient, vehicleId),
  });
}

/** The check the server repeats, made before a byte is sent. */
export function photoFileProblem(file: File): string | null {
  if (file.size > PHOTO_MAX_BYTES) return 'A photo can be at most 15 MB.';
  if (file.type && !ACCEPTED_PHOTO_TYPES.includes(file.type))
    return 'Only JPEG, PNG and WebP photos can be uploaded.';
  return null;
}
