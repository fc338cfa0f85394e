import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';

import type { AdminOverview } from '@vg/contract';

/** GET /api/v1/admin/overview: counts for the overview cards. */
export type OverviewCounts = AdminOverview;

export const overviewQueryKey = ['admin', 'overview'] as const;

export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: async () => unwrapData<OverviewCounts>(await apiRequest('GET', '/admin/overview')),
  });
}
