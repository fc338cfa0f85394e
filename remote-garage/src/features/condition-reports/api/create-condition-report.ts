import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { ConditionReport, ConditionReportInput } from '@vg/contract';
import { invalidateCondition } from './invalidate-condition';

/** POST /api/v1/vehicles/:vehicleId/condition-reports. */
export async function createConditionReport({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: ConditionReportInput;
}): Promise<ConditionReport> {
  return (
    await callApi('POST /vehicles/:vehicleId/condition-reports', {
      params: { vehicleId },
      body: input,
    })
  ).data;
}

export function useCreateConditionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConditionReport,
    onSuccess: (report) => invalidateCondition(queryClient, report.vehicleId),
  });
}
