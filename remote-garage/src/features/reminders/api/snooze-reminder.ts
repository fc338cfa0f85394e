import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, prepareCall } from '@vg/shared';
import type { Reminder, SnoozeReminderInput } from '../../../entities/reminders/api/reminder-types';
import { dashboardKeys, vehicleKeys } from '../../../entities/query-keys';
import { sendOrQueue, type Waiting } from '../../../entities/offline/send-or-queue';

/** POST /api/v1/reminders/:id/snooze: `{ until: 'week' | 'month' }` or `{ untilOdometer }`. */
export async function snoozeReminder({
  id,
  input,
}: {
  id: string;
  input: SnoozeReminderInput;
}): Promise<Reminder> {
  return (await callApi('POST /reminders/:id/snooze', { params: { id }, body: input })).data;
}

export function useSnoozeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    // Offline: queued (docs/adr/0015); the reminder shows as it was, marked as waiting.
    mutationFn: (variables: { id: string; input: SnoozeReminderInput; reminder?: Reminder }) =>
      sendOrQueue<Reminder & Waiting>(
        () => snoozeReminder(variables),
        {
          ...prepareCall('POST /reminders/:id/snooze', {
            params: { id: variables.id },
            body: variables.input,
          }),
          label: `Snooze reminder: ${variables.reminder?.title ?? ''}`,
          kind: 'reminder.snooze',
          ...(variables.reminder ? { vehicleId: variables.reminder.vehicleId } : {}),
          targetId: variables.id,
        },
        (queued) => ({ ...(variables.reminder as Reminder), pendingChangeId: queued.id }),
      ),
    onSuccess: (reminder) =>
      reminder.pendingChangeId
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(reminder.vehicleId) }),
            queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
          ]),
  });
}
