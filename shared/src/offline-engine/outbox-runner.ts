import {
  markChangesWaiting,
  offlineStore,
  type NewChange,
  type OutboxEngine,
  type QueuedChange,
  type Resolution,
} from '@vg/shared';
import { nextToSend, type OutboxQueue } from './outbox-queue';
import type { SendOutcome } from './send-change';

export interface RunnerOptions {
  queue: OutboxQueue;
  send: (change: QueuedChange, onProgress: (fraction: number) => void) => Promise<SendOutcome>;
  /** After changes reached the server: the cached garage is refreshed from it. */
  onSent: (changes: QueuedChange[]) => void;
  /** Keep-theirs and discard: the optimistic copy leaves the cache. */
  onDropped: (change: QueuedChange) => void;
  now?: () => number;
  /** Schedules the next attempt after a back-off; returns a cancel function. */
  schedule?: (run: () => void, delayMs: number) => () => void;
}

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Sends one member's waiting changes, oldest first, one at a time (docs/adr/0015). A change the
 * network or the server may still accept is retried with back-off and holds back the ones after
 * it; a refusal (a conflict, a validation or quota error) keeps the change with the server's reason
 * until the member chooses, and the others go on.
 */
export class OutboxRunner implements OutboxEngine {
  private running: Promise<void> | null = null;
  private again = false;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;
  private readonly now: () => number;
  private readonly schedule: NonNullable<RunnerOptions['schedule']>;

  constructor(private readonly options: RunnerOptions) {
    this.now = options.now ?? Date.now;
    this.schedule = options.schedule ?? defaultSchedule;
  }

  get memberId(): string {
    return this.options.queue.memberId;
  }

  async load(): Promise<void> {
    await this.publish();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
  }

  async enqueue(change: NewChange): Promise<QueuedChange> {
    const queued = await this.options.queue.add(change);
    await this.publish();
    void this.sync();
    return queued;
  }

  async resolve(changeId: string, resolution: Resolution): Promise<void> {
    const { queue } = this.options;
    const change = (await queue.list()).find((item) => item.id === changeId);
    if (!change) return;
    if (resolution.choice === 'discard' || resolution.choice === 'keep-theirs') {
      await queue.remove(change.id);
      this.options.onDropped(change);
    } else {
      // A new request: a new key (the old one has the refusal stored on the server) and, for
      // "keep mine", no version check: the member chose to overwrite what is there now.
      await queue.remove(change.id);
      const { ifMatch, ...rest } = change;
      await queue.save({
        ...rest,
        ...(resolution.choice === 'edit' ? { body: resolution.body, ifMatch } : {}),
        idempotencyKey: crypto.randomUUID(),
        refusal: undefined,
        attempts: 0,
        notBefore: 0,
      });
    }
    await this.publish();
    void this.sync();
  }

  /** Sends what can be sent now; a call during a run makes the run go round once more. */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    const sent: QueuedChange[] = [];
    offlineStore.setState((state) => ({ ...state, sending: true }));
    try {
      do {
        this.again = false;
        for (;;) {
          if (this.stopped) return;
          const next = nextToSend(await this.options.queue.list(), this.now());
          if (next === null) break;
          if (next === 'wait') {
            await this.wakeForNext();
            break;
          }
          const outcome = await this.options.send(next, (fraction) =>
            offlineStore.setState((state) => ({
              ...state,
              upload: { changeId: next.id, fraction },
            })),
          );
          offlineStore.setState((state) => ({ ...state, upload: null }));
          if (outcome.kind === 'done') {
            await this.options.queue.remove(next.id);
            sent.push(next);
          } else if (outcome.kind === 'refused') {
            await this.options.queue.save({ ...next, refusal: outcome.refusal });
          } else if (outcome.kind === 'retry') {
            await this.options.queue.postpone(next);
            await this.wakeForNext();
            break;
          } else {
            break; // signed out: the change waits for the same member's next session.
          }
          await this.publish();
        }
      } while (this.again && !this.stopped);
    } finally {
      await this.publish();
      offlineStore.setState((state) => ({ ...state, sending: false }));
      if (sent.length > 0) this.options.onSent(sent);
    }
  }

  /** Wakes the runner when the oldest waiting change's back-off ends. */
  private async wakeForNext(): Promise<void> {
    const first = (await this.options.queue.list()).find((change) => !change.refusal);
    if (!first || this.stopped) return;
    this.cancelTimer?.();
    this.cancelTimer = this.schedule(
      () => void this.sync(),
      Math.max(0, first.notBefore - this.now()),
    );
  }

  /** The network is back (or the app starts online): no change waits out its back-off. */
  async syncNow(): Promise<void> {
    for (const change of await this.options.queue.list())
      if (change.notBefore > 0 && !change.refusal)
        await this.options.queue.save({ ...change, notBefore: 0 });
    await this.sync();
  }

  private async publish(): Promise<void> {
    if (this.stopped) return;
    const changes = await this.options.queue.list();
    offlineStore.setState((state) => ({ ...state, memberId: this.memberId, changes }));
    markChangesWaiting(changes.length > 0);
  }
}
