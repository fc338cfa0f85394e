import { ReadableStream } from 'node:stream/web';
import { createNotificationStream, type SseEvent, type StreamStatus } from './notification-stream';

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

/** Opens a stream, sends `chunks` on it, ends it: the events delivered and where it resumed from. */
async function deliver(chunks: string[]) {
  const first = streamBody();
  const second = streamBody();
  const { stream, events, calls } = setUp([first.response, second.response]);
  stream.start();
  await until(() => stream.status === 'open', 'the stream to open');
  for (const chunk of chunks) first.write(chunk);
  first.end();
  await until(() => calls.length === 2, 'the reconnection');
  stream.stop();
  return { events, resumedFrom: calls[1]!.headers['Last-Event-ID'] };
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

  it('puts together what a standard server may send, split anywhere: CRLF, multi-line data, pings', async () => {
    const text =
      '\uFEFFretry: 20\r\n: ping\r\n\r\nid: 7\r\nevent: unread\r\ndata: {"count":\r\ndata: 3}\r\n\r\n' +
      'data:plain\rfoo: bar\rretry: soon\r\rdata: after a lone CR\n\n';
    const { events, resumedFrom } = await deliver(text.split(''));
    expect(events).toEqual([
      { event: 'unread', data: '{"count":\n3}', id: '7' },
      { event: 'message', data: 'plain', id: '7' },
      { event: 'message', data: 'after a lone CR', id: '7' },
    ]);
    expect(resumedFrom).toBe('7');
  });

  it('resumes after the last event that arrived whole, never after one cut off mid-way', async () => {
    const { events, resumedFrom } = await deliver([
      'id: n-1\nevent: notification\ndata: {"id":"1"}\n\n',
      'id: n-2\nevent: notification\ndata: {"id"',
    ]);
    expect(events.map((event) => event.id)).toEqual(['n-1']);
    // The server sends n-2 again only if asked from n-1.
    expect(resumedFrom).toBe('n-1');
  });

  it('moves the resume point on an id without data, and ignores an id holding NUL', async () => {
    const { events, resumedFrom } = await deliver([
      'event: unread\nid: 5\n\n',
      'id: 6\0\ndata: still 5\n\n',
    ]);
    expect(events).toEqual([{ event: 'message', data: 'still 5', id: '5' }]);
    expect(resumedFrom).toBe('5');
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
