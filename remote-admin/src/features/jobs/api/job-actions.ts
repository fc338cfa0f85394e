import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast } from '@vg/shared';
import type { FailedJob } from '@vg/contract';
import { jobKeys, overviewKeys } from '../../../lib/query-keys';

/**
 * POST /api/v1/admin/jobs/failed/retry or /discard {id}: the list and the overview's count are
 * read again, and a toast says what happened; a failure is the caller's to show.
 */
function useJobAction(action: 'retry' | 'discard', done: (job: FailedJob) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: FailedJob) =>
      apiRequest('POST', `/admin/jobs/failed/${action}`, { id: job.id }),
    onSuccess: async (_answer, job) => {
      toast({ title: done(job), variant: 'success' });
      await Promise.all(
        [jobKeys.failed, overviewKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useRetryJob = () => useJobAction('retry', () => 'The job is queued to run again');
export const useDiscardJob = () => useJobAction('discard', () => 'The job is discarded');
