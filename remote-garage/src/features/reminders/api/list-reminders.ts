import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { Reminder } from '../../../entities/reminders/api/reminder-types';
import { vehicleKeys } from '../../../entities/query-keys';

export async function listReminders(vehicleId: string): Promise<Reminder[]> {
  // Kept as the list itself, under the key the account remote refreshes (sharedQueryKeys).
  return (await callApi('GET /vehicles/:vehicleId/reminders', { params: { vehicleId } })).data;
}

export function useReminders(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.reminders(vehicleId),
    queryFn: () => listReminders(vehicleId),
  });
}
