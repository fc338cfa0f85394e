import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { dashboardKeys, vehicleKeys } from '../../../entities/query-keys';

/** DELETE /api/v1/reminders/:id. */
export async function deleteReminder({ id }: { id: string; vehicleId: string }): Promise<void> {
  await callApi('DELETE /reminders/:id', { params: { id } });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: (_answer, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(vehicleId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
