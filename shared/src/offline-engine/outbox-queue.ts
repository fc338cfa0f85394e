import type { NewChange, QueuedChange } from '@vg/shared';
import type { KeyValueStore } from './key-value-store';

/** Back-off after a failed attempt: 2 s, 4 s, 8 s ... capped at 5 minutes. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export function backoffDelay(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

let sequence = 0;
/** Ids sort in the order changes were made, within a tab and across reloads. */
function changeId(now: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(now).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** One member's waiting changes in their own database; the order is the order they were made. */
export class OutboxQueue {
  constructor(
    readonly memberId: string,
    private readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  async list(): Promise<QueuedChange[]> {
    const all = await this.store.entries<QueuedChange>();
    // A database is the member's own, but a change says whose it is too: never send another's.
    return all.map(([, change]) => change).filter((change) => change.memberId === this.memberId);
  }

  async add(change: NewChange): Promise<QueuedChange> {
    const now = this.now();
    const queued: QueuedChange = {
      ...change,
      id: changeId(now),
      memberId: this.memberId,
      idempotencyKey: newKey(),
      createdAt: new Date(now).toISOString(),
      attempts: 0,
      notBefore: 0,
    };
    await this.store.set(queued.id, queued);
    return queued;
  }

  async save(change: QueuedChange): Promise<void> {
    await this.store.set(change.id, change);
  }

  async remove(id: string): Promise<void> {
    await this.store.del(id);
  }

  /** After a failure the network may cure: try again later, the change keeps its place and key. */
  async postpone(change: QueuedChange): Promise<QueuedChange> {
    const attempts = change.attempts + 1;
    const next = { ...change, attempts, notBefore: this.now() + backoffDelay(attempts) };
    await this.save(next);
    return next;
  }
}

/**
 * The next change to send: the oldest that is not waiting for the member's choice. If the oldest
 * sendable one is still backing off, nothing is sent: a later change never overtakes an earlier one.
 */
export function nextToSend(changes: QueuedChange[], now: number): QueuedChange | 'wait' | null {
  const next = changes.find((change) => !change.refusal);
  if (!next) return null;
  return next.notBefore > now ? 'wait' : next;
}
