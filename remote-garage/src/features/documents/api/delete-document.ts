import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { invalidateAfterDocumentWrite } from '../../../entities/documents/document-keys';

/** DELETE /api/v1/documents/:id: the paper and its file; online only, never queued. */
export async function deleteDocument({ id }: { id: string; vehicleId: string }): Promise<void> {
  await callApi('DELETE /documents/:documentId', { params: { documentId: id } });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, { vehicleId }) => invalidateAfterDocumentWrite(queryClient, vehicleId),
  });
}
