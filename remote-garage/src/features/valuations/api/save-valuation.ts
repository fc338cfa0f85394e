import type { Valuation, ValuationInput } from '@vg/contract';
import { prepareCall } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';
import { VALUATION_KIND_LABELS } from '../../../entities/costs/cost-labels';
import {
  showInArray,
  useSaveLogEntry,
  type LogEntryKind,
} from '../../../entities/offline/save-log-entry';
import { formatMoney } from '../../../lib/format';

/** POST /api/v1/vehicles/:vehicleId/valuations, or PATCH /api/v1/valuations/:id; offline, later. */
const valuations: LogEntryKind<Valuation, ValuationInput> = {
  label: 'Valuation',
  segment: 'valuations',
  createCall: (vehicleId, body) =>
    prepareCall('POST /vehicles/:vehicleId/valuations', { params: { vehicleId }, body }),
  updateCall: (id, body) => prepareCall('PATCH /valuations/:id', { params: { id }, body }),
  describe: (input) =>
    `${formatMoney(input.amount, input.currency)}, ${VALUATION_KIND_LABELS[input.kind]}`,
  defaults: { currency: null, valuedBy: null, note: null, documentId: null },
  showInList: (queryClient, valuation, replacedId) =>
    showInArray(queryClient, vehicleKeys.valuations(valuation.vehicleId), valuation, replacedId),
  // The cost summary plots the valuations against the cost of keeping.
  invalidate: (queryClient, vehicleId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.valuations(vehicleId) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.costSummary(vehicleId) }),
    ]),
};

export const useSaveValuation = () => useSaveLogEntry(valuations);
