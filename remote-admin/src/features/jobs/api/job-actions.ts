import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, toast } from '@vg/shared';
import type { FailedJob } from '@vg/contract';
import { jobKeys, overviewKeys } from '../../../lib/query-keys';

const ACTIONS = {
  retry: 'POST /admin/jobs/failed/retry',
  discard: 'POST /admin/jobs/failed/discard',
} as const;

/**
 * POST /api/v1/admin/jobs/failed/retry or /discard {id}: the list and the overview's count are
 * read again, and a toast says what happened; a failure is the caller's to show.
 */
function useJobAction(action: keyof typeof ACTIONS, done: (job: FailedJob) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: FailedJob) => callApi(ACTIONS[action], { body: { id: job.id } }),
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
