import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Dashboard, DashboardRecord, VehicleSpending } from '@vg/contract';
import { dashboardKeys } from '../../query-keys';

// The dashboard's shapes are the API's own (@vg/contract).
export type { Dashboard } from '@vg/contract';
export type LatestRecord = DashboardRecord;
export type YearSpending = VehicleSpending;

export async function getDashboard(): Promise<Dashboard> {
  return (await callApi('GET /dashboard')).data;
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: getDashboard,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
