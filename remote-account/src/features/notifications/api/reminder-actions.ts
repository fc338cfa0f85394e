import type {
  MaintenanceInput,
  MaintenanceRecord,
  Page,
  Reminder,
  SnoozePeriod,
} from '@vg/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';

// A reminder's notification can be acted on where it is read: done (the work logged, the next
// occurrence scheduled) or snoozed. The garage shows the same reminders; its queries are keyed by
// the API's paths, so refreshing those paths keeps its pages right too.
const GARAGE_PATHS = [['/api/v1/vehicles'], ['/api/v1/dashboard'], ['/api/v1/maintenance']];
const NOTIFICATIONS = ['/api/v1/notifications'];

function refreshAfterReminderChange(queryClient: QueryClient) {
  return Promise.all(
    [...GARAGE_PATHS, NOTIFICATIONS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
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
    queryKey: ['/api/v1/vehicles', vehicleId ?? '', 'reminders'],
    queryFn: async () =>
      (
        await apiRequest<Page<Reminder>>(
          'GET',
          `/vehicles/${encodeURIComponent(vehicleId ?? '')}/reminders`,
        )
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
      unwrapData<MaintenanceRecord>(
        await apiRequest('POST', `/reminders/${encodeURIComponent(reminderId)}/complete`, input),
      ),
    onSuccess: () => refreshAfterReminderChange(queryClient),
  });
}

/** POST /api/v1/reminders/:id/snooze `{ until: 'week' | 'month' }`: answers the reminder. */
export function useSnoozeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reminderId, until }: { reminderId: string; until: SnoozePeriod }) =>
      unwrapData<Reminder>(
        await apiRequest('POST', `/reminders/${encodeURIComponent(reminderId)}/snooze`, { until }),
      ),
    onSuccess: () => refreshAfterReminderChange(queryClient),
  });
}
