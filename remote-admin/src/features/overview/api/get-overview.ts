import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@vg/shared';
import type { AdminOverview } from '@vg/contract';

/** GET /api/v1/admin/overview: counts for the overview cards. */
export type OverviewCounts = AdminOverview;

export function useOverview() {
  return useQuery({ ...apiQuery('GET /admin/overview'), select: (answer) => answer.data });
}
