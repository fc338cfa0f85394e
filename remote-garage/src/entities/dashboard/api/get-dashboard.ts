import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type { Reminder } from '../../reminders/api/reminder-types';
import type { VehicleSummary } from '../../vehicles/api/vehicle-types';

/** GET /api/v1/dashboard: the owner's garage at a glance. */
export const DASHBOARD_KEY = ['/api/v1/dashboard'] as const;

export interface LatestRecord {
  id: string;
  kind: 'maintenance' | 'modification';
  vehicleId: string;
  vehicleTitle: string;
  title: string;
  date: string | null;
}

export interface YearSpending {
  vehicleId: string;
  vehicleTitle: string;
  currency: string | null;
  total: number;
}

export interface Dashboard {
  vehicleCount: number;
  vehicles: VehicleSummary[];
  /** Only the overdue and due-soon ones, overdue first. */
  reminders: Reminder[];
  latestRecords: LatestRecord[];
  spending: { year: number; perVehicle: YearSpending[] };
}

export async function getDashboard(): Promise<Dashboard> {
  return unwrapData<Dashboard>(await apiRequest('GET', '/dashboard'));
}

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: getDashboard,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
