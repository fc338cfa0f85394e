import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { CostSummary, CostSummaryQuery } from '@vg/contract';
import { vehicleKeys } from '../../../entities/query-keys';
import { withoutEmpty } from '../../../lib/record-filters';

/** GET /api/v1/vehicles/:vehicleId/cost-summary?from=&to=: totals and the charts' series. */
export async function getCostSummary(
  vehicleId: string,
  range: Pick<CostSummaryQuery, 'from' | 'to'> = {},
): Promise<CostSummary> {
  return (
    await callApi('GET /vehicles/:vehicleId/cost-summary', {
      params: { vehicleId },
      query: withoutEmpty(range),
    })
  ).data;
}

export function useCostSummary(vehicleId: string, range: { from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: vehicleKeys.costSummary(vehicleId, range),
    queryFn: () => getCostSummary(vehicleId, range),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}
