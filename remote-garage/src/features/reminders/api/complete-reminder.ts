import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateAfterMaintenanceWrite } from '../../../entities/maintenance/api/maintenance-keys';
import type {
  MaintenanceInput,
  MaintenanceRecord,
} from '../../../entities/maintenance/api/maintenance-types';
import { vehicleKeys } from '../../../entities/query-keys';

/** POST /api/v1/reminders/:id/complete: logs the record and, for a recurring reminder, schedules the next. */
export async function completeReminder({
  reminderId,
  input,
}: {
  reminderId: string;
  input: MaintenanceInput;
}) {
  return unwrapData<MaintenanceRecord>(
    await apiRequest('POST', `/reminders/${encodeURIComponent(reminderId)}/complete`, input),
  );
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReminder,
    onSuccess: (record) =>
      Promise.all([
        invalidateAfterMaintenanceWrite(queryClient, record.vehicleId),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(record.vehicleId) }),
      ]),
  });
}
