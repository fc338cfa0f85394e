import type { MaintenanceInput, SnoozePeriod } from '@vg/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi, sharedQueryKeys } from '@vg/shared';

// A reminder's notification can be acted on where it is read: done (the work logged, the next
// occurrence scheduled) or snoozed. The garage shows the same reminders, under the keys both
// apps take from sharedQueryKeys, so refreshing those keeps its pages right too.

/** Every car (its reminders and logbook included), the dashboard, the logbook across cars, and
 * the notifications (the one acted on may be read now). */
function refreshAfterReminderChange(queryClient: QueryClient) {
  return Promise.all(
    [...sharedQueryKeys.garage.all, sharedQueryKeys.notifications].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The vehicle a reminder's notification links to ('/vehicles/<id>…'), where its reminders live. */
export function vehicleIdOfLink(link: string | null): string | null {
  const match = link ? /^\/vehicles\/([^/?#]+)/.exec(link) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The reminder itself (title, category, unit), read from its vehicle's list. */
export function useNotifiedReminder(
  vehicleId: string | null,
  reminderId: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: sharedQueryKeys.garage.vehicleReminders(vehicleId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await callApi('GET /vehicles/:vehicleId/reminders', {
          params: { vehicleId: vehicleId ?? '' },
          signal,
        })
      ).data,
    enabled: enabled && vehicleId !== null,
    select: (reminders) => reminders.find((reminder) => reminder.id === reminderId) ?? null,
  });
}

/** POST /api/v1/reminders/:id/complete: logs the record and schedules the next if it recurs. */
export function useCompleteNotifiedReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reminderId, input }: { reminderId: string; input: MaintenanceInput }) =>
      (await callApi('POST /reminders/:id/complete', { params: { id: reminderId }, body: input }))
        .data,
    onSuccess: () => refreshAfterReminderChange(queryClient),
  });
}

/** POST /api/v1/reminders/:id/snooze `{ until: 'week' | 'month' }`: answers the reminder. */
export function useSnoozeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reminderId, until }: { reminderId: string; until: SnoozePeriod }) =>
      (await callApi('POST /reminders/:id/snooze', { params: { id: reminderId }, body: { until } }))
        .data,
    onSuccess: () => refreshAfterReminderChange(queryClient),
  });
}
