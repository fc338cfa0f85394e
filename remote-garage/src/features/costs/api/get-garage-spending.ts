import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { GarageSpending } from '@vg/contract';
import { dashboardKeys } from '../../../entities/query-keys';

/** GET /api/v1/dashboard/spending: the garage's spending per year by car and currency. */
export async function getGarageSpending(): Promise<GarageSpending> {
  return (await callApi('GET /dashboard/spending')).data;
}

export function useGarageSpending() {
  return useQuery({ queryKey: dashboardKeys.spending, queryFn: getGarageSpending });
}
