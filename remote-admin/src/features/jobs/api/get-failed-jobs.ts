import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type { FailedJobs } from '@vg/contract';
import { jobKeys } from '../../../lib/query-keys';

/** How many failures the overview lists; the total says how many are kept in all. */
export const FAILED_JOBS_SHOWN = 20;

/** GET /api/v1/admin/jobs/failed: background jobs that failed after every retry. */
export function useFailedJobs() {
  return useQuery({
    queryKey: jobKeys.failed,
    queryFn: async () =>
      unwrapData<FailedJobs>(
        await apiRequest('GET', `/admin/jobs/failed?limit=${FAILED_JOBS_SHOWN}`),
      ),
  });
}
