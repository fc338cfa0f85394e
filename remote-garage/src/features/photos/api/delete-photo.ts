import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateAfterPhotoWrite } from '../../../entities/photos/api/photo-keys';

/** DELETE /api/v1/photos/:id. */
export async function deletePhoto({ id }: { id: string; vehicleId: string }): Promise<void> {
  await callApi('DELETE /photos/:id', { params: { id } });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_answer, { vehicleId }) => invalidateAfterPhotoWrite(queryClient, vehicleId),
  });
}
