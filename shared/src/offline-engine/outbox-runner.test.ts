import {
  CHANGES_WAITING_KEY,
  offlineStore,
  wipeOfflineData,
  onSignOutWipe,
  type QueuedChange,
} from '@vg/shared';
import { memoryStore } from './key-value-store';
import { backoffDelay, OutboxQueue } from './outbox-queue';
import { OutboxRunner } from './outbox-runner';
import type { SendOutcome } from './send-change';

// The waiting changes of docs/adr/0015: sent in the order made, retried with back-off without being
// overtaken, refused ones kept with the server's reason, each member's kept apart.

const change = (title: string) => ({
  method: 'POST' as const,
  path: '/vehicles/v1/maintenance',
  body: { title },
  label: `Maintenance: ${title}`,
  kind: 'maintenance.create',
  vehicleId: 'v1',
});

function setUp(answers: (change: QueuedChange) => SendOutcome) {
  let clock = 1_000_000;
  const store = memoryStore();
  const queue = new OutboxQueue('member-a', store, () => clock);
  const sent: QueuedChange[] = [];
  const timers: { run: () => void; delayMs: number }[] = [];
  const runner = new OutboxRunner({
    queue,
    send: async (item) => {
      sent.push(item);
      return answers(item);
    },
    onSent: jest.fn(),
    onDropped: jest.fn(),
    now: () => clock,
    schedule: (run, delayMs) => {
      timers.push({ run, delayMs });
      return () => undefined;
    },
  });
  return {
    store,
    queue,
    runner,
    sent,
    timers,
    tick: (ms: number) => (clock += ms),
  };
}

const titles = (changes: QueuedChange[]) =>
  changes.map((item) => (item.body as { title: string }).title);

describe('the outbox', () => {
  it('sends waiting changes in the order they were made, each with its own key, once', async () => {
    const { runner, sent, queue } = setUp(() => ({ kind: 'done', answer: null }));
    runner.stop(); // queue three while "offline", then send them together
    const made = [];
    for (const title of ['first', 'second', 'third']) made.push(await queue.add(change(title)));
    const online = new OutboxRunner({ ...runnerOptions(runner), queue });
    await online.sync();
    expect(titles(sent)).toEqual(['first', 'second', 'third']);
    expect(new Set(sent.map((item) => item.idempotencyKey)).size).toBe(3);
    expect(sent.map((item) => item.idempotencyKey)).toEqual(
      made.map((item) => item.idempotencyKey),
    );
    expect(await queue.list()).toEqual([]);
    expect(offlineStore.getState().changes).toEqual([]);
  });

  it('retries after a failure with back-off, keeping the key and holding back later changes', async () => {
    let failures = 2;
    const { runner, sent, queue, timers, tick } = setUp(() =>
      failures-- > 0 ? { kind: 'retry' } : { kind: 'done', answer: null },
    );
    await runner.enqueue(change('oil'));
    await runner.enqueue(change('plugs'));
    await runner.sync();
    // First attempt failed: nothing after it went, and the next try waits 2 s.
    expect(titles(sent)).toEqual(['oil']);
    expect(timers.at(-1)?.delayMs).toBe(backoffDelay(1));
    expect(backoffDelay(1)).toBe(2_000);
    expect(backoffDelay(2)).toBe(4_000);
    expect(backoffDelay(20)).toBe(5 * 60_000);
    // Too early: still waiting.
    await runner.sync();
    expect(titles(sent)).toEqual(['oil']);
    tick(2_000);
    await runner.sync();
    expect(titles(sent)).toEqual(['oil', 'oil']);
    expect(timers.at(-1)?.delayMs).toBe(4_000);
    tick(4_000);
    await runner.sync();
    expect(titles(sent)).toEqual(['oil', 'oil', 'oil', 'plugs']);
    expect(new Set(sent.slice(0, 3).map((item) => item.idempotencyKey)).size).toBe(1);
    expect(await queue.list()).toEqual([]);
  });

  it('keeps a refused change with the reason, lets the others go, and resolves as chosen', async () => {
    const { runner, sent, queue } = setUp((item) =>
      (item.body as { title: string }).title === 'stale' && item.ifMatch
        ? { kind: 'refused', refusal: { status: 412, message: 'Changed elsewhere' } }
        : { kind: 'done', answer: null },
    );
    await runner.enqueue({ ...change('stale'), method: 'PUT', ifMatch: 'v1' });
    await runner.enqueue(change('later'));
    await runner.sync();
    const [kept] = await queue.list();
    expect(kept?.refusal).toEqual({ status: 412, message: 'Changed elsewhere' });
    expect(titles(sent)).toEqual(['stale', 'later']);
    // Keep mine: sent again without the version check, under a new key.
    await runner.resolve(kept!.id, { choice: 'keep-mine' });
    await runner.sync();
    expect(sent.at(-1)?.ifMatch).toBeUndefined();
    expect(sent.at(-1)?.idempotencyKey).not.toBe(kept?.idempotencyKey);
    expect(await queue.list()).toEqual([]);
  });

  it("marks the device while changes wait, so a member's next page starts the app at once", async () => {
    let answer: SendOutcome = { kind: 'retry' };
    const { runner, tick } = setUp(() => answer);
    expect(localStorage.getItem(CHANGES_WAITING_KEY)).toBeNull();
    await runner.enqueue(change('gasket'));
    await runner.sync();
    expect(localStorage.getItem(CHANGES_WAITING_KEY)).toBe('1');
    answer = { kind: 'done', answer: null };
    tick(backoffDelay(1));
    await runner.sync();
    expect(localStorage.getItem(CHANGES_WAITING_KEY)).toBeNull();
  });

  it('keeps the queue when the session ends, for the same member only', async () => {
    const { runner, queue, store, sent } = setUp(() => ({ kind: 'signed-out' }));
    await runner.enqueue(change('in the barn'));
    await runner.sync();
    expect(titles(await queue.list())).toEqual(['in the barn']);
    // Another member on the device reads the same store (as a test worst case): sees nothing.
    const otherMember = new OutboxQueue('member-b', store);
    expect(await otherMember.list()).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
  });
});

describe('signing out', () => {
  it('runs every registered wipe (the cached garage and its photos)', async () => {
    const cache = memoryStore();
    await cache.set('queries', { clientState: { queries: [1, 2] } });
    const undo = onSignOutWipe(() => cache.clear());
    await wipeOfflineData();
    expect(cache.map.size).toBe(0);
    undo();
  });
});

function runnerOptions(runner: OutboxRunner) {
  return (runner as unknown as { options: ConstructorParameters<typeof OutboxRunner>[0] }).options;
}
