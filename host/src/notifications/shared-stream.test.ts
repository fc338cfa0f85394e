import type { NotificationStream, SseEvent, StreamStatus } from './notification-stream';
import { startSharedStream } from './shared-stream';

/** Web Locks for several "tabs" of one browser: one holder at a time, the rest queue. */
function fakeLocks() {
  let held = false;
  const queue: Array<() => void> = [];
  const grantNext = () => {
    const next = queue.shift();
    if (next) next();
  };
  const request = ((
    _name: string,
    { signal }: { signal: AbortSignal },
    callback: () => Promise<void>,
  ) =>
    new Promise<void>((resolve, reject) => {
      const run = () => {
        held = true;
        void callback().finally(() => {
          held = false;
          resolve();
          grantNext();
        });
      };
      signal.addEventListener('abort', () => {
        const index = queue.indexOf(run);
        if (index >= 0) {
          queue.splice(index, 1);
          reject(new DOMException('Aborted', 'AbortError'));
        }
      });
      if (held) queue.push(run);
      else run();
    })) as unknown as LockManager['request'];
  return { request } as LockManager;
}

/** BroadcastChannel between the fake tabs: a message reaches every other open channel. */
function fakeChannels() {
  const open = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>();
  return (name: string) => {
    const channel = {
      name,
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of open)
          if (other !== channel) other.onmessage?.({ data } as MessageEvent);
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel as unknown as BroadcastChannel;
  };
}

function fakeStreams() {
  const made: Array<{
    resumeFrom: string;
    emit(event: SseEvent): void;
    status(status: StreamStatus): void;
    stopped: boolean;
  }> = [];
  const createStream = ({
    onEvent,
    onStatus,
    resumeFrom,
  }: {
    onEvent(event: SseEvent): void;
    onStatus(status: StreamStatus): void;
    resumeFrom: string;
  }): NotificationStream => {
    let current: StreamStatus = 'stopped';
    const entry = {
      resumeFrom,
      stopped: false,
      emit: onEvent,
      status: (status: StreamStatus) => {
        current = status;
        onStatus(status);
      },
    };
    made.push(entry);
    return {
      start: () => entry.status('open'),
      stop: () => {
        entry.stopped = true;
        entry.status('stopped');
      },
      restart: () => undefined,
      get status() {
        return current;
      },
      lastEventId: resumeFrom,
    };
  };
  return { made, createStream };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function tab(setup: {
  locks: LockManager;
  createChannel: (name: string) => BroadcastChannel;
  createStream: Parameters<typeof startSharedStream>[0]['createStream'];
}) {
  const events: SseEvent[] = [];
  const statuses: StreamStatus[] = [];
  const stop = startSharedStream({
    ...setup,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
  });
  return { events, statuses, stop };
}

describe('one notification stream shared by the tabs of a browser', () => {
  it('opens one stream for three tabs and hands every event to each', async () => {
    const setup = { locks: fakeLocks(), createChannel: fakeChannels(), ...fakeStreams() };
    const tabs = [tab(setup), tab(setup), tab(setup)];
    await flush();
    expect(setup.made).toHaveLength(1);
    expect(tabs.map((each) => each.statuses.at(-1))).toEqual(['open', 'open', 'open']);

    setup.made[0]!.emit({ event: 'unread', data: '{"count":4}', id: 'n-4' });
    expect(tabs.map((each) => each.events.map((event) => event.data))).toEqual([
      ['{"count":4}'],
      ['{"count":4}'],
      ['{"count":4}'],
    ]);
    setup.made[0]!.status('unavailable');
    // Every tab polls while the one stream cannot be opened.
    expect(tabs.map((each) => each.statuses.at(-1))).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
    tabs.forEach((each) => each.stop());
  });

  it('passes the stream on when the leading tab goes, resuming from the last id', async () => {
    const setup = { locks: fakeLocks(), createChannel: fakeChannels(), ...fakeStreams() };
    const first = tab(setup);
    const second = tab(setup);
    await flush();
    setup.made[0]!.emit({ event: 'notification', data: '{}', id: 'n-7' });

    first.stop();
    await flush();
    expect(setup.made[0]!.stopped).toBe(true);
    expect(setup.made).toHaveLength(2);
    expect(setup.made[1]!.resumeFrom).toBe('n-7');
    expect(second.statuses.at(-1)).toBe('open');
    second.stop();
  });

  it('tells a tab that opens later whether the stream is open', async () => {
    const setup = { locks: fakeLocks(), createChannel: fakeChannels(), ...fakeStreams() };
    const first = tab(setup);
    await flush();
    const later = tab(setup);
    await flush();
    expect(later.statuses).toEqual(['connecting', 'open']);
    first.stop();
    later.stop();
  });

  it('keeps a stream per tab where the browser has no Web Locks', () => {
    const { made, createStream } = fakeStreams();
    const alone = startSharedStream({
      createStream,
      onEvent: () => undefined,
      onStatus: () => undefined,
      locks: undefined,
      createChannel: () => {
        throw new Error('not used');
      },
    });
    expect(made).toHaveLength(1);
    alone();
  });
});
