import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { ConditionReport } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';

/** GET /api/v1/vehicles/:vehicleId/condition-reports, newest first. */
export async function listConditionReports(vehicleId: string): Promise<ConditionReport[]> {
  return (await callApi('GET /vehicles/:vehicleId/condition-reports', { params: { vehicleId } }))
    .data;
}

export function useConditionReports(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.conditionReports(vehicleId),
    queryFn: () => listConditionReports(vehicleId),
  });
}
