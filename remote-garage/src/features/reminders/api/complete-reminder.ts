import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, prepareCall } from '@vg/shared';
import type {
  MaintenanceInput,
  MaintenanceRecord,
} from '../../../entities/maintenance/api/maintenance-types';
import { vehicleKeys } from '../../../entities/query-keys';
import { MAINTENANCE_KIND } from '../../../entities/records/api/record-kinds';
import {
  sendOrQueue,
  updatePages,
  waitingId,
  type Waiting,
} from '../../../entities/offline/send-or-queue';

/** POST /api/v1/reminders/:id/complete: logs the record and, for a recurring reminder, schedules the next. */
export async function completeReminder({
  reminderId,
  input,
}: {
  reminderId: string;
  input: MaintenanceInput;
}) {
  const answer = await callApi('POST /reminders/:id/complete', {
    params: { id: reminderId },
    body: input,
  });
  return answer.data;
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    // Offline: queued (docs/adr/0015); the work shows in the logbook at once, marked as waiting.
    mutationFn: (variables: { reminderId: string; input: MaintenanceInput; vehicleId?: string }) =>
      sendOrQueue<MaintenanceRecord & Waiting>(
        () => completeReminder(variables),
        {
          ...prepareCall('POST /reminders/:id/complete', {
            params: { id: variables.reminderId },
            body: variables.input,
          }),
          label: `Complete reminder: ${variables.input.title}`,
          kind: 'reminder.complete',
          ...(variables.vehicleId ? { vehicleId: variables.vehicleId } : {}),
          targetId: variables.reminderId,
        },
        (queued) => {
          const record = {
            ...MAINTENANCE_KIND.waitingDefaults,
            ...variables.input,
            parts: [],
            id: waitingId(queued.id),
            vehicleId: variables.vehicleId ?? '',
            createdAt: queued.createdAt,
            updatedAt: queued.createdAt,
            pendingChangeId: queued.id,
          } as unknown as MaintenanceRecord & Waiting;
          if (variables.vehicleId)
            updatePages<MaintenanceRecord>(
              queryClient,
              vehicleKeys.maintenance(variables.vehicleId),
              (items, page) => (page === 0 ? [record, ...items] : items),
            );
          return record;
        },
      ),
    onSuccess: (record) =>
      record.pendingChangeId
        ? undefined
        : Promise.all([
            MAINTENANCE_KIND.invalidateAfterWrite(queryClient, record.vehicleId),
            queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(record.vehicleId) }),
          ]),
  });
}
