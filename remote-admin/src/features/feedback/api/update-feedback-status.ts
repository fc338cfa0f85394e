import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { FeedbackStatus } from './feedback-item';
import { feedbackKeys, overviewKeys } from '../../../lib/query-keys';

/** PATCH /api/v1/admin/feedback/:id {status}. */
export async function updateFeedbackStatus({ id, status }: { id: string; status: FeedbackStatus }) {
  return (await callApi('PATCH /admin/feedback/:id', { params: { id }, body: { status } })).data;
}

export function useUpdateFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedbackStatus,
    // A message moves between filters and the overview counts new ones: refetch both.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
      ]),
  });
}
