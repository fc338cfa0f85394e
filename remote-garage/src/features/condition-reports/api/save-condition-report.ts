import type { ConditionReport, ConditionReportInput } from '@vg/contract';
import { CONDITION_LABELS } from '@vg/contract/rules';
import { prepareCall } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';
import {
  showInArray,
  useSaveLogEntry,
  type LogEntryKind,
} from '../../../entities/offline/save-log-entry';
import { formatDate } from '../../../lib/format';
import { invalidateCondition } from './invalidate-condition';

/**
 * POST /api/v1/vehicles/:vehicleId/condition-reports, or PATCH /api/v1/condition-reports/:id;
 * offline, when the signal is back. Either may change which report is the latest, and so the car's
 * condition: a waiting report is not yet its condition.
 */
const conditionReports: LogEntryKind<ConditionReport, ConditionReportInput> = {
  label: 'Condition report',
  segment: 'condition-reports',
  createCall: (vehicleId, body) =>
    prepareCall('POST /vehicles/:vehicleId/condition-reports', { params: { vehicleId }, body }),
  updateCall: (id, body) => prepareCall('PATCH /condition-reports/:id', { params: { id }, body }),
  describe: (input) => `${CONDITION_LABELS[input.condition]}, ${formatDate(input.date)}`,
  defaults: { reportedBy: null, notes: null, current: false },
  showInList: (queryClient, report, replacedId) =>
    showInArray(queryClient, vehicleKeys.conditionReports(report.vehicleId), report, replacedId),
  invalidate: invalidateCondition,
};

export const useSaveConditionReport = () => useSaveLogEntry(conditionReports);
