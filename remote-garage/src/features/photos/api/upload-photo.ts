import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, getApiBase, uploadWithProgress, type ApiAnswer } from '@vg/shared';
import { invalidateAfterPhotoWrite } from '../../../entities/photos/api/photo-keys';
import type { OwnedPhoto, PhotoStage } from '../../../entities/photos/api/photo-types';
import { sendOrQueue } from '../../../entities/offline/send-or-queue';
import type { QueuedUpload } from '../../../lib/upload-progress-list';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPES,
  PHOTO_WRONG_TYPE,
} from '@vg/contract/rules';

export interface PhotoUpload {
  vehicleId: string;
  file: File;
  caption?: string;
  stage?: PhotoStage | '';
  onProgress: (fraction: number) => void;
}

const UPLOAD_KEY = 'POST /vehicles/:vehicleId/photos';
const uploadPath = (vehicleId: string) => apiPath(UPLOAD_KEY, { vehicleId });

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
  // XHR for the progress bar; what it reads is the operation's JSON answer.
  const answer = (await uploadWithProgress(
    `${getApiBase()}${uploadPath(vehicleId)}`,
    form,
    onProgress,
  )) as ApiAnswer<typeof UPLOAD_KEY>;
  return answer.data;
}

/**
 * Offline, the file is kept in IndexedDB and sent later with the same progress bar (docs/adr/0015);
 * the answer is then the waiting change, not photos.
 */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    mutationFn: (upload: PhotoUpload): Promise<OwnedPhoto[] | QueuedUpload> =>
      sendOrQueue<OwnedPhoto[] | QueuedUpload>(
        () => uploadPhoto(upload),
        {
          method: 'POST',
          path: uploadPath(upload.vehicleId),
          fields: {
            ...(upload.caption?.trim() ? { caption: upload.caption.trim() } : {}),
            ...(upload.stage ? { stage: upload.stage } : {}),
          },
          files: [{ field: 'file', name: upload.file.name, blob: upload.file }],
          label: `Photo: ${upload.file.name}`,
          kind: 'photo.upload',
          vehicleId: upload.vehicleId,
        },
        (queued) => ({ queuedChangeId: queued.id }),
      ),
    onSuccess: (answer, { vehicleId }) =>
      'queuedChangeId' in answer ? undefined : invalidateAfterPhotoWrite(queryClient, vehicleId),
  });
}

/** The check the server repeats, made before a byte is sent. */
export function photoFileProblem(file: File): string | null {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  if (file.type && !PHOTO_TYPES.includes(file.type)) return PHOTO_WRONG_TYPE;
  return null;
}
