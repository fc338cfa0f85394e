import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resolveChange, type QueuedChange } from '@vg/shared';
import {
  isWaitingId,
  sendOrQueue,
  updatePages,
  waitingId,
  withoutUndefined,
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

/** The record as the logbook shows it before the server has it (marked as waiting). */
function waitingRecord<TRecord>(
  kind: RecordKind<TRecord, never, never>,
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

/** Offline, or with older changes waiting: queued, and in the logbook at once (docs/adr/0015). */
/**
 * POST /api/v1/vehicles/:id/maintenance (or /modifications). A lower maintenance reading answers
 * 422 until `odometerConfirmed`.
 */
export function useCreateRecord<TRecord extends VehicleRecord, TInput>(
  kind: RecordKind<TRecord, TInput, never>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    mutationFn: (variables: { vehicleId: string; input: TInput }) =>
      sendOrQueue(
        () => kind.create(variables.vehicleId, variables.input),
        {
          ...kind.createCall(variables.vehicleId, variables.input),
          label: `${kind.label}: ${titleOf(variables.input)}`,
          kind: `${kind.segment}.create`,
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
            kind.keys.vehicle(variables.vehicleId),
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
 * PUT /api/v1/maintenance/:id (or /modifications/:id): the record (and its parts) are replaced.
 * An edit names the version it was made on (`record.updatedAt`, sent as If-Match when queued), so
 * one edited elsewhere meanwhile is a conflict the member resolves. Editing a record still waiting
 * to be created edits that waiting change.
 */
export function useUpdateRecord<TRecord extends VehicleRecord, TInput>(
  kind: RecordKind<TRecord, TInput, never>,
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
        updatePages<TRecord>(queryClient, kind.keys.vehicle(vehicleId), (items) =>
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
        () => kind.update(variables.id, variables.input),
        {
          ...kind.updateCall(variables.id, variables.input),
          ...(record?.updatedAt && !record.pendingChangeId ? { ifMatch: record.updatedAt } : {}),
          label: `${kind.label}: ${titleOf(variables.input)}`,
          kind: `${kind.segment}.update`,
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

/** DELETE /api/v1/maintenance/:id (or /modifications/:id): online only, never queued. */
export function useDeleteRecord(kind: RecordKind<unknown, never, never>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; vehicleId: string }): Promise<void> => {
      await kind.remove(id);
    },
    onSuccess: (_answer, { vehicleId }) => kind.invalidateAfterWrite(queryClient, vehicleId),
  });
}
