import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { ConditionReport, ConditionReportInput } from '@vg/contract';
import { invalidateCondition } from './invalidate-condition';

/**
 * POST /api/v1/vehicles/:vehicleId/condition-reports, or PATCH /api/v1/condition-reports/:id when
 * `id` is given: either may change which report is the latest, and so the car's condition.
 */
export async function saveConditionReport({
  vehicleId,
  id,
  input,
}: {
  vehicleId: string;
  id?: string;
  input: ConditionReportInput;
}): Promise<ConditionReport> {
  const answer = id
    ? await callApi('PATCH /condition-reports/:id', { params: { id }, body: input })
    : await callApi('POST /vehicles/:vehicleId/condition-reports', {
        params: { vehicleId },
        body: input,
      });
  return answer.data;
}

export function useSaveConditionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConditionReport,
    onSuccess: (report) => invalidateCondition(queryClient, report.vehicleId),
  });
}
