import type { FuelFill, FuelInput, FuelList } from '@vg/contract';
import { prepareCall } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';
import { invalidateSpending } from '../../../entities/costs/invalidate-spending';
import {
  placed,
  useSaveLogEntry,
  type LogEntryKind,
} from '../../../entities/offline/save-log-entry';
import { formatDate } from '../../../lib/format';
import { VOLUME_UNIT_SHORT } from '../../../entities/costs/cost-labels';

/**
 * POST /api/v1/vehicles/:vehicleId/fuel, or PATCH /api/v1/fuel/:id; offline, when the signal is
 * back. A waiting fill-up counts in the economy once the server has it.
 */
const fuel: LogEntryKind<FuelFill, FuelInput> = {
  label: 'Fill-up',
  segment: 'fuel',
  createCall: (vehicleId, body) =>
    prepareCall('POST /vehicles/:vehicleId/fuel', { params: { vehicleId }, body }),
  updateCall: (id, body) => prepareCall('PATCH /fuel/:id', { params: { id }, body }),
  describe: (input) =>
    `${formatDate(input.date)}, ${input.volume} ${VOLUME_UNIT_SHORT[input.volumeUnit]}`,
  defaults: { totalPrice: null, currency: null, full: true, note: null },
  showInList: (queryClient, fill, replacedId) =>
    queryClient.setQueryData<FuelList>(vehicleKeys.fuel(fill.vehicleId), (list) =>
      list ? { ...list, fills: placed(list.fills, fill, replacedId) } : list,
    ),
  // A reading moves the car's odometer too (its detail is under the same key).
  invalidate: (queryClient, vehicleId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.fuel(vehicleId) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(vehicleId), exact: true }),
      invalidateSpending(queryClient, vehicleId),
    ]),
};

export const useSaveFillUp = () => useSaveLogEntry(fuel);
