import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendCall, type PreparedCall } from '@vg/shared';
import { sendOrQueue, waitingId, withoutUndefined, type Waiting } from './send-or-queue';

// The keeping logs' saves (costs, fill-ups, valuations, condition reports), offline as the
// logbook's (docs/adr/0015): with no signal the change is queued with its Idempotency-Key and
// shown in its list at once, marked as waiting; it is sent once when the signal comes back.

export interface LogEntry extends Waiting {
  id: string;
  vehicleId: string;
}

export interface LogEntryKind<Entry extends LogEntry, Input> {
  /** Its name in the list of waiting changes: 'Cost'. */
  label: string;
  /** The queued change's kind: '<segment>.create', '<segment>.update'. */
  segment: string;
  createCall: (vehicleId: string, input: Input) => PreparedCall<'POST'>;
  updateCall: (id: string, input: Input) => PreparedCall<'PATCH'>;
  /** What the waiting list says it is: 'Insurance, 12 Mar 2026'. */
  describe: (input: Input) => string;
  /** What a waiting new entry shows where its input says nothing (the nullable fields). */
  defaults: Partial<Entry>;
  /** Puts an entry in its list's cache, in place of `replacedId` when given. */
  showInList: (queryClient: QueryClient, entry: Entry, replacedId?: string) => void;
  /** What a saved entry changes: its list and whatever follows it (docs/query-keys.md). */
  invalidate: (queryClient: QueryClient, vehicleId: string) => Promise<unknown>;
}

export interface SaveLogEntry<Entry, Input> {
  vehicleId: string;
  /** Given to change an entry; the entry itself, so a waiting change shows over what it edits. */
  id?: string;
  entry?: Entry;
  input: Input;
}

/** POST a new entry, or PATCH one, now or (offline) when the signal comes back. */
export function useSaveLogEntry<Entry extends LogEntry, Input>(kind: LogEntryKind<Entry, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    mutationFn: ({ vehicleId, id, entry, input }: SaveLogEntry<Entry, Input>) => {
      const call = id ? kind.updateCall(id, input) : kind.createCall(vehicleId, input);
      return sendOrQueue(
        async () => ((await sendCall(call)) as { data: Entry }).data,
        {
          ...call,
          label: `${kind.label}: ${kind.describe(input)}`,
          kind: `${kind.segment}.${id ? 'update' : 'create'}`,
          vehicleId,
          ...(id && { targetId: id }),
        },
        (queued) => {
          const shown = {
            ...kind.defaults,
            createdAt: queued.createdAt,
            ...entry,
            ...withoutUndefined(input as object),
            updatedAt: queued.createdAt,
            id: id ?? waitingId(queued.id),
            vehicleId,
            pendingChangeId: queued.id,
          } as unknown as Entry;
          kind.showInList(queryClient, shown, id);
          return shown;
        },
      );
    },
    // A waiting entry: the cache already shows it, and refetching offline would only wait.
    onSuccess: (saved) =>
      saved.pendingChangeId ? undefined : kind.invalidate(queryClient, saved.vehicleId),
  });
}

/** A list, newest first, with `entry` in place of `replacedId`, or first when it is new. */
export const placed = <Entry extends LogEntry>(
  items: Entry[],
  entry: Entry,
  replacedId?: string,
): Entry[] =>
  replacedId ? items.map((item) => (item.id === replacedId ? entry : item)) : [entry, ...items];

/** `showInList` for a list kept as a plain array. */
export function showInArray<Entry extends LogEntry>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  entry: Entry,
  replacedId?: string,
): void {
  queryClient.setQueryData<Entry[]>(queryKey, (items = []) => placed(items, entry, replacedId));
}
