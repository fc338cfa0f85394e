import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { vehicleKey } from '../../../entities/vehicles/api/get-vehicle';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { Reminder } from '../../../entities/reminders/api/reminder-types';

/** GET /api/v1/vehicles/:id/reminders: open ones by due date, then the completed. */
export const vehicleRemindersKey = (vehicleId: string) =>
  [...vehicleKey(vehicleId), 'reminders'] as const;

export async function listReminders(vehicleId: string): Promise<Reminder[]> {
  return (
    await apiRequest<Page<Reminder>>('GET', `/vehicles/${encodeURIComponent(vehicleId)}/reminders`)
  ).data;
}

export function useReminders(vehicleId: string) {
  return useQuery({
    queryKey: vehicleRemindersKey(vehicleId),
    queryFn: () => listReminders(vehicleId),
  });
}
