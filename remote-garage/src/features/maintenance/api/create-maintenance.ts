import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { invalidateAfterMaintenanceWrite } from '../../../entities/maintenance/api/maintenance-keys';
import type {
  MaintenanceInput,
  MaintenanceRecord,
} from '../../../entities/maintenance/api/maintenance-types';

/** POST /api/v1/vehicles/:id/maintenance. A lower reading answers 422 until `odometerConfirmed`. */
export async function createMaintenance({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: MaintenanceInput;
}) {
  return unwrapData<MaintenanceRecord>(
    await apiRequest('POST', `/vehicles/${encodeURIComponent(vehicleId)}/maintenance`, input),
  );
}

export function useCreateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaintenance,
    onSuccess: (record) => invalidateAfterMaintenanceWrite(queryClient, record.vehicleId),
  });
}
