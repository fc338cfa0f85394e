import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type {
  Dashboard as ContractDashboard,
  DashboardRecord,
  VehicleSpending,
} from '@vg/contract';
import type { Narrowed } from '../../narrowed';
import type { VehicleSummary } from '../../vehicles/api/vehicle-types';
import { dashboardKeys } from '../../query-keys';

// The dashboard's shapes are the API's own (@vg/contract); read with their unions.
export type LatestRecord = Narrowed<DashboardRecord, { kind: 'maintenance' | 'modification' }>;
export type Dashboard = Narrowed<
  ContractDashboard,
  { vehicles: VehicleSummary[]; latestRecords: LatestRecord[] }
>;
export type YearSpending = VehicleSpending;

export async function getDashboard(): Promise<Dashboard> {
  return unwrapData<Dashboard>(await apiRequest('GET', '/dashboard'));
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: getDashboard,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
