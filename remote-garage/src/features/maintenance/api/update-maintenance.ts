import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateAfterMaintenanceWrite } from '../../../entities/maintenance/api/maintenance-keys';
import type {
  MaintenanceInput,
  MaintenanceRecord,
} from '../../../entities/maintenance/api/maintenance-types';

/** PUT /api/v1/maintenance/:id: the record and its parts are replaced. */
export async function updateMaintenance({ id, input }: { id: string; input: MaintenanceInput }) {
  return unwrapData<MaintenanceRecord>(
    await apiRequest('PUT', `/maintenance/${encodeURIComponent(id)}`, input),
  );
}

export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaintenance,
    onSuccess: (record) => invalidateAfterMaintenanceWrite(queryClient, record.vehicleId),
  });
}
