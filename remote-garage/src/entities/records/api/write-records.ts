import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, resolveChange, unwrapData, type QueuedChange } from '@vg/shared';
import {
  isWaitingId,
  sendOrQueue,
  updatePages,
  waitingId,
  type Waiting,
} from '../../offline/send-or-queue';
import { vehicleKeys } from '../../query-keys';
import type { Vehicle } from '../../vehicles/api/vehicle-types';
import type { RecordKind } from './record-kinds';

interface VehicleRecord extends Waiting {
  id: string;
  vehicleId: string;
  updatedAt?: string;
}

const withoutUndefined = (value: object) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

/** The record as the logbook shows it before the server has it (marked as waiting). */
function waitingRecord<TRecord>(
  kind: RecordKind<TRecord, unknown>,
  queryClient: QueryClient,
  queued: QueuedChange,
  vehicleId: string,
  input: unknown,
  base?: TRecord,
): TRecord {
  const vehicle = queryClient.getQueryData<Vehicle>(vehicleKeys.detail(vehicleId));
  const fields = withoutUndefined(input as object) as { parts?: object[] };
  return {
    ...kind.waitingDefaults,
    odometerUnit: vehicle?.odometerUnit ?? '',
    vehicleTitle: vehicle ? `${vehicle.modelYear} ${vehicle.make} ${vehicle.model}` : '',
    createdAt: queued.createdAt,
    updatedAt: queued.createdAt,
    ...base,
    ...fields,
    ...(fields.parts
      ? {
          parts: fields.parts.map((part, index) => ({
            id: `${queued.id}-${index}`,
            partNumber: null,
            brand: null,
            quantity: 1,
            unitCost: null,
            source: null,
            ...withoutUndefined(part),
          })),
        }
      : {}),
    id: (base as VehicleRecord | undefined)?.id ?? waitingId(queued.id),
    vehicleId,
    pendingChangeId: queued.id,
  } as TRecord;
}

const titleOf = (input: unknown) => String((input as { title?: unknown }).title ?? '');

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

/** Offline, or with older changes waiting: queued, and in the logbook at once (docs/adr/0015). */
export function useCreateRecord<TRecord extends VehicleRecord, TInput>(
  kind: RecordKind<TRecord, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    mutationFn: (variables: { vehicleId: string; input: TInput }) =>
      sendOrQueue(
        () => createRecord(kind, variables),
        {
          method: 'POST',
          path: `/vehicles/${encodeURIComponent(variables.vehicleId)}/${kind.vehicleSegment}`,
          body: variables.input,
          label: `${kind.label}: ${titleOf(variables.input)}`,
          kind: `${kind.vehicleSegment}.create`,
          vehicleId: variables.vehicleId,
        },
        (queued) => {
          const record = waitingRecord(
            kind,
            queryClient,
            queued,
            variables.vehicleId,
            variables.input,
          );
          updatePages<TRecord>(
            queryClient,
            vehicleKeys[kind.vehicleSegment](variables.vehicleId),
            (items, page) => (page === 0 ? [record, ...items] : items),
          );
          return record;
        },
      ),
    onSuccess: (record) =>
      // A waiting record: the cache already shows it, and refetching offline would only wait.
      record.pendingChangeId ? undefined : kind.invalidateAfterWrite(queryClient, record.vehicleId),
  });
}

/**
 * An edit names the version it was made on (`record.updatedAt`, sent as If-Match when queued), so
 * one edited elsewhere meanwhile is a conflict the member resolves. Editing a record still waiting
 * to be created edits that waiting change.
 */
export function useUpdateRecord<TRecord extends VehicleRecord, TInput>(
  kind: RecordKind<TRecord, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    mutationFn: async (variables: { id: string; input: TInput; record?: TRecord }) => {
      const { record } = variables;
      const showWaiting = (queued: QueuedChange) => {
        const vehicleId = record?.vehicleId ?? '';
        const updated = waitingRecord(
          kind,
          queryClient,
          queued,
          vehicleId,
          variables.input,
          record,
        );
        updatePages<TRecord>(queryClient, vehicleKeys[kind.vehicleSegment](vehicleId), (items) =>
          items.map((item) => (item.id === updated.id ? updated : item)),
        );
        return updated;
      };
      if (record?.pendingChangeId && isWaitingId(variables.id)) {
        await resolveChange(record.pendingChangeId, { choice: 'edit', body: variables.input });
        return showWaiting({
          id: record.pendingChangeId,
          createdAt: record.updatedAt ?? new Date().toISOString(),
        } as QueuedChange);
      }
      return sendOrQueue(
        () => updateRecord(kind, variables),
        {
          method: 'PUT',
          path: `${kind.path}/${encodeURIComponent(variables.id)}`,
          body: variables.input,
          ...(record?.updatedAt && !record.pendingChangeId ? { ifMatch: record.updatedAt } : {}),
          label: `${kind.label}: ${titleOf(variables.input)}`,
          kind: `${kind.vehicleSegment}.update`,
          ...(record ? { vehicleId: record.vehicleId } : {}),
          targetId: variables.id,
        },
        showWaiting,
      );
    },
    onSuccess: (record) =>
      record.pendingChangeId ? undefined : kind.invalidateAfterWrite(queryClient, record.vehicleId),
  });
}

export function useDeleteRecord(kind: RecordKind<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; vehicleId: string }) => deleteRecord(kind, variables),
    onSuccess: (_answer, { vehicleId }) => kind.invalidateAfterWrite(queryClient, vehicleId),
  });
}
