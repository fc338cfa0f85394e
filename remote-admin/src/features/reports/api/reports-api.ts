import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, toast, useApiCursorList } from '@vg/shared';
import type { AdminReport, ReportReason, ReportStatus, ReportedMember } from '@vg/contract';
import { overviewKeys, reportKeys } from '../../../lib/query-keys';
import { toastFailure } from '../../../lib/toast-failure';

export type { AdminReport, ReportReason, ReportStatus, ReportedMember };

/** GET /api/v1/admin/reports?status=&cursor=: open reports oldest first (a queue), resolved ones newest first. */
export function useReports(status: ReportStatus) {
  return useApiCursorList('GET /admin/reports', { query: { status } });
}

/** Every moderation step: the queue and the overview's counts are read again, a toast says what happened. */
function useModeration<Variables, Answer>(
  act: (variables: Variables) => Promise<Answer>,
  done: (answer: Answer) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: async (answer) => {
      toast({ title: done(answer), variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
      ]);
    },
    onError: toastFailure,
  });
}

/** POST /api/v1/admin/reports/:id/dismiss: nothing wrong here; the report leaves the queue. */
export const useDismissReport = () =>
  useModeration(
    async (id: string) =>
      (await callApi('POST /admin/reports/:id/dismiss', { params: { id } })).data,
    () => 'Report dismissed',
  );

/** POST /api/v1/admin/comments/:id/hide|restore: hiding resolves the comment's open reports. */
export const useSetCommentHidden = () =>
  useModeration(
    async ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      (
        await callApi(
          hidden ? 'POST /admin/comments/:id/hide' : 'POST /admin/comments/:id/restore',
          { params: { id: commentId } },
        )
      ).data,
    (answer) =>
      answer.hidden
        ? `Comment hidden${answer.resolvedReports > 0 ? `; ${answer.resolvedReports} report${answer.resolvedReports === 1 ? '' : 's'} resolved` : ''}`
        : 'Comment restored',
  );
