import { ReadableStream } from 'node:stream/web';
import { createNotificationStream, type StreamStatus } from './notification-stream';
import type { SseEvent } from './sse-parser';

/** A stream body the test writes to and closes when it chooses. */
function streamBody() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(own) {
      controller = own;
    },
  });
  return {
    response: () =>
      new Response(body as unknown as BodyInit, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const refused = (status: number) =>
  new Response(JSON.stringify({ error: { message: 'No' } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function setUp(answers: Array<() => Response | Promise<Response>>, token = () => 'token-1') {
  const events: SseEvent[] = [];
  const statuses: StreamStatus[] = [];
  const calls: Array<{ url: string; headers: Record<string, string>; signal: AbortSignal }> = [];
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      signal: init!.signal!,
    });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return next();
  });
  const stream = createNotificationStream({
    url: '/api/v1/notifications/stream',
    getToken: token,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    fetch: fetchMock as unknown as typeof fetch,
    baseDelayMs: 10,
    maxDelayMs: 40,
    random: () => 0.999,
  });
  return { stream, events, statuses, calls };
}

describe('the notification stream client', () => {
  it('opens with the token, delivers events, and resumes with Last-Event-ID when the server ends it', async () => {
    const first = streamBody();
    const second = streamBody();
    const { stream, events, statuses, calls } = setUp([first.response, second.response]);
    stream.start();
    await until(() => stream.status === 'open', 'the stream to open');
    expect(calls[0]!.url).toBe('/api/v1/notifications/stream');
    expect(calls[0]!.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      Accept: 'text/event-stream',
    });
    expect(calls[0]!.headers['Last-Event-ID']).toBeUndefined();

    first.write('retry: 15\n\nevent: unread\ndata: {"count":1}\n\n');
    first.write('id: n-9\nevent: notification\ndata: {"id":"9"}\n\n');
    await until(() => events.length === 2, 'two events');
    expect(events.map((event) => event.event)).toEqual(['unread', 'notification']);

    first.end();
    await until(() => calls.length === 2, 'the reconnection');
    expect(calls[1]!.headers['Last-Event-ID']).toBe('n-9');
    await until(() => stream.status === 'open', 'the stream to open again');
    // A clean end and prompt reconnection never report the stream as unavailable.
    expect(statuses).toEqual(['connecting', 'open']);
    stream.stop();
  });

  it('reports unavailable when it cannot open, backs off, and recovers', async () => {
    const body = streamBody();
    const { stream, statuses, calls } = setUp([
      () => refused(502),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      body.response,
    ]);
    const times: number[] = [];
    const started = Date.now();
    stream.start();
    await until(() => stream.status === 'open', 'the stream to open at last');
    times.push(Date.now() - started);
    expect(calls).toHaveLength(4);
    expect(statuses).toEqual(['connecting', 'unavailable', 'open']);
    // 10, 20 and 40 ms (capped) of backoff at least, before the fourth attempt.
    expect(times[0]).toBeGreaterThanOrEqual(60);
    stream.stop();
  });

  it('stops retrying when the token is refused, and restarts with a new one', async () => {
    let token = 'revoked';
    const body = streamBody();
    const { stream, calls } = setUp([() => refused(401), body.response], () => token);
    stream.start();
    await until(() => stream.status === 'unavailable', 'the refusal');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toHaveLength(1);

    token = 'fresh';
    stream.restart();
    await until(() => stream.status === 'open', 'the stream with the new token');
    expect(calls[1]!.headers.Authorization).toBe('Bearer fresh');
    stream.stop();
  });

  it('closes the connection on stop and never reconnects', async () => {
    const body = streamBody();
    const { stream, statuses, calls } = setUp([body.response]);
    stream.start();
    await until(() => stream.status === 'open', 'the stream to open');
    stream.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toHaveLength(1);
    expect(statuses.at(-1)).toBe('stopped');
  });

  it('does not open without a token', () => {
    const { stream, calls } = setUp([() => refused(500)], () => null as unknown as string);
    stream.start();
    expect(stream.status).toBe('stopped');
    expect(calls).toHaveLength(0);
  });
});
