import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { invalidateAfterPhotoWrite } from '../../../entities/photos/api/photo-keys';

/** DELETE /api/v1/photos/:id. */
export async function deletePhoto({ id }: { id: string; vehicleId: string }): Promise<void> {
  await apiRequest('DELETE', `/photos/${encodeURIComponent(id)}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_answer, { vehicleId }) => invalidateAfterPhotoWrite(queryClient, vehicleId),
  });
}
