import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';

import type { AdminOverview } from '@vg/contract';
import { overviewKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/overview: counts for the overview cards. */
export type OverviewCounts = AdminOverview;

export function useOverview() {
  return useQuery({
    queryKey: overviewKeys.all,
    queryFn: async () => unwrapData<OverviewCounts>(await apiRequest('GET', '/admin/overview')),
  });
}
