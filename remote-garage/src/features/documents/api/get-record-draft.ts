import type { QueryClient } from '@tanstack/react-query';
import type { RecordDraft } from '@vg/contract';
import { callApi } from '@vg/shared';
import { documentKeys } from '../../../entities/query-keys';

/** GET /api/v1/documents/:id/record-draft: what a receipt's text says, each part null if unsure. */
export async function getRecordDraft(documentId: string): Promise<RecordDraft> {
  return (await callApi('GET /documents/:documentId/record-draft', { params: { documentId } }))
    .data;
}

/** Asked when the keeper presses "Make a record from this"; kept as any query, by its key. */
export function fetchRecordDraft(queryClient: QueryClient, documentId: string) {
  return queryClient.fetchQuery({
    queryKey: documentKeys.recordDraft(documentId),
    queryFn: () => getRecordDraft(documentId),
  });
}
