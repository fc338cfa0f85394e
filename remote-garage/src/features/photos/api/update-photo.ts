import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoPatch } from '@vg/contract';
import { callApi } from '@vg/shared';
import { invalidateAfterPhotoWrite } from '../../../entities/photos/api/photo-keys';

/** PATCH /api/v1/photos/:id: caption, stage, order, the record it illustrates. */
export async function updatePhoto({
  id,
  patch,
}: {
  id: string;
  vehicleId: string;
  patch: PhotoPatch;
}) {
  return (await callApi('PATCH /photos/:id', { params: { id }, body: patch })).data;
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: (_photo, { vehicleId }) => invalidateAfterPhotoWrite(queryClient, vehicleId),
  });
}
