import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentPatch } from '@vg/contract';
import { callApi } from '@vg/shared';
import { invalidateAfterDocumentWrite } from '../../../entities/documents/document-keys';

/** PATCH /api/v1/documents/:id: kind, title, date, note, the record it belongs to. */
export async function updateDocument({
  id,
  patch,
}: {
  id: string;
  vehicleId: string;
  patch: DocumentPatch;
}) {
  return (
    await callApi('PATCH /documents/:documentId', { params: { documentId: id }, body: patch })
  ).data;
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: (_document, { vehicleId }) => invalidateAfterDocumentWrite(queryClient, vehicleId),
  });
}
