import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateAfterPhotoWrite } from '../../../entities/photos/api/photo-keys';
import type { OwnedPhoto, PhotoStage } from '../../../entities/photos/api/photo-types';

export interface PhotoPatch {
  caption?: string | null;
  stage?: PhotoStage | null;
  position?: number;
  /** A photo may illustrate one maintenance record or one modification of its vehicle. */
  maintenanceRecordId?: string | null;
  modificationId?: string | null;
}

/** PATCH /api/v1/photos/:id: caption, stage, order, the record it illustrates. */
export async function updatePhoto({
  id,
  patch,
}: {
  id: string;
  vehicleId: string;
  patch: PhotoPatch;
}) {
  return unwrapData<OwnedPhoto>(
    await apiRequest('PATCH', `/photos/${encodeURIComponent(id)}`, patch),
  );
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: (_photo, { vehicleId }) => invalidateAfterPhotoWrite(queryClient, vehicleId),
  });
}
