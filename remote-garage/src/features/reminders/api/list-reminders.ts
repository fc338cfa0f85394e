import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { Reminder } from '../../../entities/reminders/api/reminder-types';
import { vehicleKeys } from '../../../entities/query-keys';

export async function listReminders(vehicleId: string): Promise<Reminder[]> {
  return (
    await apiRequest<Page<Reminder>>('GET', `/vehicles/${encodeURIComponent(vehicleId)}/reminders`)
  ).data;
}

export function useReminders(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.reminders(vehicleId),
    queryFn: () => listReminders(vehicleId),
  });
}
