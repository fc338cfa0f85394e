import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/features/notifications/index.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';

// The live stream (Server-Sent Events), over real HTTP: two app instances on one database, the
// stream on one receives what the other made (Postgres LISTEN/NOTIFY with
// `bash api/scripts/with-postgres.sh test/notifications/stream.test.ts`; in-process on PGlite).

let ctx: TestContext;
let replica: FastifyInstance;
let first: string;
let second: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { NOTIFICATION_STREAM_PING_SECONDS: '1' } });
  replica = await ctx.replica();
  first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  second = await replica.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** An open stream: its events as they come, and whether the server ended it. */
class EventReader {
  private buffer = '';
  readonly events: StreamEvent[] = [];
  ended = false;
  private waiters: (() => void)[] = [];

  constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    void this.pump();
  }

  private async pump() {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.buffer += value;
        let index;
        while ((index = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, index);
          this.buffer = this.buffer.slice(index + 2);
          const event: StreamEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            else {
              const [field, ...rest] = line.split(':');
              (event as Record<string, string>)[field!] = rest.join(':').trimStart();
            }
          }
          this.events.push(event);
        }
        this.wake();
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
    this.wake();
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Waits until `predicate` holds for the events so far (or the stream ended). */
  async until(
    predicate: (events: StreamEvent[]) => boolean,
    timeoutMs = 5000,
  ): Promise<StreamEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (this.ended) throw new Error(`stream ended; events: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
    return this.events;
  }

  close() {
    this.abort.abort();
  }
}

async function openStream(base: string, headers: Record<string, string>): Promise<EventReader> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/v1/notifications/stream`, {
    headers,
    signal: abort.signal,
  });
  return new EventReader(response, abort);
}

const auth = (who: TestUser) => ({ authorization: `Bearer ${who.token}` });
const unreadCounts = (events: StreamEvent[]) =>
  events.filter((e) => e.event === 'unread').map((e) => JSON.parse(e.data!).count as number);
const notifications = (events: StreamEvent[]) =>
  events
    .filter((e) => e.event === 'notification')
    .map((e) => ({ ...JSON.parse(e.data!), eventId: e.id! }));

describe('GET /api/v1/notifications/stream', () => {
  it('answers 401 without a valid token, 406 to a client that does not take event streams', async () => {
    const member = await createUser(ctx);
    const visitor = await fetch(`${second}/api/v1/notifications/stream`);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: { message: 'Sign-in required' } });
    const forged = await fetch(`${second}/api/v1/notifications/stream`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.status).toBe(401);
    const json = await fetch(`${second}/api/v1/notifications/stream`, {
      headers: { ...auth(member), accept: 'application/json' },
    });
    expect(json.status).toBe(406);
  });

  it('receives a notification made by the other app instance, then the unread count, live', async () => {
    const member = await createUser(ctx);
    const stream = await openStream(second, { ...auth(member), accept: 'text/event-stream' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    await stream.until((events) => unreadCounts(events).length === 1);
    expect(stream.events[0]).toEqual({ retry: '3000' });
    expect(unreadCounts(stream.events)).toEqual([0]);

    const started = Date.now();
    const made = await notify(ctx.db, member.user.id, {
      kind: 'reminder-due',
      title: 'MOT for your 1967 Jaguar E-Type is due tomorrow',
    });
    await stream.until((events) => unreadCounts(events).length === 2);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(notifications(stream.events)).toEqual([
      { ...made, eventId: expect.stringMatching(/^\d+$/) },
    ]);
    expect(unreadCounts(stream.events)).toEqual([0, 1]);

    // Read in another tab, through the first instance: this stream's badge goes down.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${made!.id}/read`,
      headers: member.headers,
    });
    await stream.until((events) => unreadCounts(events).at(-1) === 0);
    // Another member's notification never reaches it.
    const other = await createUser(ctx);
    await notify(ctx.db, other.user.id, { kind: 'new-follower', title: 'Not for this stream' });
    await stream.until((events) => events.some((e) => e.comment === 'ping'), 3000);
    expect(notifications(stream.events)).toHaveLength(1);
    stream.close();
  });

  it('resumes with Last-Event-ID: what was made meanwhile comes first', async () => {
    const member = await createUser(ctx);
    const stream = await openStream(first, auth(member));
    await stream.until((events) => unreadCounts(events).length === 1);
    await notify(ctx.db, member.user.id, { kind: 'new-follower', title: 'Ann follows you' });
    const [seen] = notifications(
      await stream.until((events) => notifications(events).length === 1),
    );
    stream.close();

    await notify(ctx.db, member.user.id, { kind: 'new-follower', title: 'Bob follows you' });
    await notify(ctx.db, member.user.id, { kind: 'vehicle-comment', title: 'Cal commented' });
    const resumed = await openStream(second, { ...auth(member), 'last-event-id': seen!.eventId });
    const events = await resumed.until((all) => unreadCounts(all).length === 1);
    expect(notifications(events).map((n) => n.title)).toEqual(['Bob follows you', 'Cal commented']);
    expect(unreadCounts(events)).toEqual([3]);
    resumed.close();
  });

  it('ends when the token is signed out, checked at the next ping; several tabs each get theirs', async () => {
    const member = await createUser(ctx);
    const tab1 = await openStream(first, auth(member));
    const tab2 = await openStream(second, auth(member));
    await notify(ctx.db, member.user.id, {
      kind: 'photo-approved',
      title: 'Your photo was approved',
    });
    for (const tab of [tab1, tab2]) await tab.until((events) => notifications(events).length === 1);

    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: member.headers,
    });
    expect(signedOut.statusCode).toBe(204);
    for (const tab of [tab1, tab2]) {
      await expect(tab.until(() => false, 4000)).rejects.toThrow(/stream ended/);
    }
    const again = await fetch(`${second}/api/v1/notifications/stream`, { headers: auth(member) });
    expect(again.status).toBe(401);
  });
});
