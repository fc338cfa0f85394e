import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type { RecordKind } from './record-kinds';

interface VehicleRecord {
  vehicleId: string;
}

/**
 * POST /api/v1/vehicles/:id/maintenance (or /modifications). A lower maintenance reading answers
 * 422 until `odometerConfirmed`.
 */
export async function createRecord<TRecord, TInput>(
  kind: RecordKind<TRecord, TInput>,
  { vehicleId, input }: { vehicleId: string; input: TInput },
) {
  return unwrapData<TRecord>(
    await apiRequest(
      'POST',
      `/vehicles/${encodeURIComponent(vehicleId)}/${kind.vehicleSegment}`,
      input,
    ),
  );
}

/** PUT /api/v1/maintenance/:id (or /modifications/:id): the record (and its parts) are replaced. */
export async function updateRecord<TRecord, TInput>(
  kind: RecordKind<TRecord, TInput>,
  { id, input }: { id: string; input: TInput },
) {
  return unwrapData<TRecord>(
    await apiRequest('PUT', `${kind.path}/${encodeURIComponent(id)}`, input),
  );
}

/** DELETE /api/v1/maintenance/:id (or /modifications/:id). */
export async function deleteRecord(
  kind: RecordKind<unknown>,
  { id }: { id: string; vehicleId: string },
): Promise<void> {
  await apiRequest('DELETE', `${kind.path}/${encodeURIComponent(id)}`);
}

export function useCreateRecord<TRecord extends VehicleRecord, TInput>(
  kind: RecordKind<TRecord, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { vehicleId: string; input: TInput }) => createRecord(kind, variables),
    onSuccess: (record) => kind.invalidateAfterWrite(queryClient, record.vehicleId),
  });
}

export function useUpdateRecord<TRecord extends VehicleRecord, TInput>(
  kind: RecordKind<TRecord, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; input: TInput }) => updateRecord(kind, variables),
    onSuccess: (record) => kind.invalidateAfterWrite(queryClient, record.vehicleId),
  });
}

export function useDeleteRecord(kind: RecordKind<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; vehicleId: string }) => deleteRecord(kind, variables),
    onSuccess: (_answer, { vehicleId }) => kind.invalidateAfterWrite(queryClient, vehicleId),
  });
}
