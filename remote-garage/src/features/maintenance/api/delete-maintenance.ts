import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import { invalidateAfterMaintenanceWrite } from '../../../entities/maintenance/api/maintenance-keys';

/** DELETE /api/v1/maintenance/:id. */
export async function deleteMaintenance({ id }: { id: string; vehicleId: string }): Promise<void> {
  await apiRequest('DELETE', `/maintenance/${encodeURIComponent(id)}`);
}

export function useDeleteMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaintenance,
    onSuccess: (_answer, { vehicleId }) => invalidateAfterMaintenanceWrite(queryClient, vehicleId),
  });
}
