import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type { Reminder, SnoozeReminderInput } from '../../../entities/reminders/api/reminder-types';
import { dashboardKeys, vehicleKeys } from '../../../entities/query-keys';

/** POST /api/v1/reminders/:id/snooze: `{ until: 'week' | 'month' }` or `{ untilOdometer }`. */
export async function snoozeReminder({
  id,
  input,
}: {
  id: string;
  input: SnoozeReminderInput;
}): Promise<Reminder> {
  return unwrapData<Reminder>(
    await apiRequest('POST', `/reminders/${encodeURIComponent(id)}/snooze`, input),
  );
}

export function useSnoozeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: snoozeReminder,
    onSuccess: (reminder) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(reminder.vehicleId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
