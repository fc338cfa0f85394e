import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { ReminderInput } from '../../../entities/reminders/api/reminder-types';
import { dashboardKeys, vehicleKeys } from '../../../entities/query-keys';

/** POST /api/v1/vehicles/:id/reminders. */
export async function createReminder({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: ReminderInput;
}) {
  const answer = await callApi('POST /vehicles/:vehicleId/reminders', {
    params: { vehicleId },
    body: input,
  });
  return answer.data;
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: (reminder) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(reminder.vehicleId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
