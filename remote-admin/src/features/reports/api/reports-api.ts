import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast, unwrapData, useCursorList } from '@vg/shared';
import type {
  AdminReport,
  CommentModeration,
  ReportReason,
  ReportStatus,
  ReportedMember,
} from '@vg/contract';
import { overviewKeys, reportKeys } from '../../../lib/query-keys';
import { toastFailure } from '../../../lib/toast-failure';

export type { AdminReport, ReportReason, ReportStatus, ReportedMember };

/** GET /api/v1/admin/reports?status=&cursor=: open reports oldest first (a queue), resolved ones newest first. */
export function useReports(status: ReportStatus) {
  return useCursorList<AdminReport>({
    queryKey: reportKeys.list(status),
    path: '/admin/reports',
    params: { status },
  });
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
      unwrapData<AdminReport>(
        await apiRequest('POST', `/admin/reports/${encodeURIComponent(id)}/dismiss`),
      ),
    () => 'Report dismissed',
  );

/** POST /api/v1/admin/comments/:id/hide|restore: hiding resolves the comment's open reports. */
export const useSetCommentHidden = () =>
  useModeration(
    async ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      unwrapData<CommentModeration>(
        await apiRequest(
          'POST',
          `/admin/comments/${encodeURIComponent(commentId)}/${hidden ? 'hide' : 'restore'}`,
        ),
      ),
    (answer) =>
      answer.hidden
        ? `Comment hidden${answer.resolvedReports > 0 ? `; ${answer.resolvedReports} report${answer.resolvedReports === 1 ? '' : 's'} resolved` : ''}`
        : 'Comment restored',
  );
