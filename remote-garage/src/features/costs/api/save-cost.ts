import type { Cost, CostInput } from '@vg/contract';
import { prepareCall } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';
import { invalidateSpending } from '../../../entities/costs/invalidate-spending';
import { COST_KIND_LABELS } from '../../../entities/costs/cost-labels';
import {
  showInArray,
  useSaveLogEntry,
  type LogEntryKind,
} from '../../../entities/offline/save-log-entry';
import { formatDate } from '../../../lib/format';

/** POST /api/v1/vehicles/:vehicleId/costs, or PATCH /api/v1/costs/:id; offline, when the signal is back. */
const costs: LogEntryKind<Cost, CostInput> = {
  label: 'Cost',
  segment: 'costs',
  createCall: (vehicleId, body) =>
    prepareCall('POST /vehicles/:vehicleId/costs', { params: { vehicleId }, body }),
  updateCall: (id, body) => prepareCall('PATCH /costs/:id', { params: { id }, body }),
  describe: (input) => `${COST_KIND_LABELS[input.kind]}, ${formatDate(input.date)}`,
  defaults: { currency: null, recurrence: null, note: null, reminderId: null },
  showInList: (queryClient, cost, replacedId) =>
    showInArray(queryClient, vehicleKeys.costs(cost.vehicleId), cost, replacedId),
  // A recurring cost keeps its renewal reminder (docs/product.md#costs-of-keeping).
  invalidate: (queryClient, vehicleId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.costs(vehicleId) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(vehicleId) }),
      invalidateSpending(queryClient, vehicleId),
    ]),
};

export const useSaveCost = () => useSaveLogEntry(costs);
