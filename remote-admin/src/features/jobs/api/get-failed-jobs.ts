import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@vg/shared';

/** How many failures the overview lists; the total says how many are kept in all. */
export const FAILED_JOBS_SHOWN = 20;

/** GET /api/v1/admin/jobs/failed: background jobs that failed after every retry. */
export function useFailedJobs() {
  return useQuery({
    ...apiQuery('GET /admin/jobs/failed', { query: { limit: FAILED_JOBS_SHOWN } }),
    select: (answer) => answer.data,
  });
}
