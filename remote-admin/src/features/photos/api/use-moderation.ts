import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, toast } from '@vg/shared';
import { photoQueryKeys } from './moderation-photo';

/** POST /api/v1/admin/photos/:id/approve. */
export const approvePhoto = ({ id }: { id: string }) =>
  callApi('POST /admin/photos/:id/approve', { params: { id } });

/** POST /api/v1/admin/photos/:id/reject {reason}: the owner sees the reason. */
export const rejectPhoto = ({ id, reason }: { id: string; reason: string }) =>
  callApi('POST /admin/photos/:id/reject', { params: { id }, body: { reason } });

/** A moderation decision: the photo moves to another tab, so every list is refetched. */
function useModeration<Variables extends { id: string }>(
  decide: (variables: Variables) => Promise<unknown>,
  successTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: async () => {
      toast({ title: successTitle, variant: 'success' });
      await Promise.all(
        photoQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

export const useApprovePhoto = () => useModeration(approvePhoto, 'Photo approved');
export const useRejectPhoto = () => useModeration(rejectPhoto, 'Photo rejected');
