import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';

// Live streams are counted and limited on their own (docs/security.md T39, docs/notifications.md):
// they hold no place in the route bulkhead once open, a member has at most 5 at once, a process
// at most NOTIFICATION_STREAMS_MAX. Over real HTTP, since a stream is an answer that does not end.
// The bulkhead is installed when DATABASE_URL is set (src/app.ts), as in every Postgres
// deployment; the app's database is the test's own either way (PGlite, or Postgres with
// `bash api/scripts/with-postgres.sh test/notifications/stream-limits.test.ts`).
const bulkheadOn = {
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://bulkhead-on@127.0.0.1/unused',
};

let ctx: TestContext;
let small: TestContext;
let base: string;
let smallBase: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: bulkheadOn });
  small = await createTestApp({ env: { ...bulkheadOn, NOTIFICATION_STREAMS_MAX: '3' } });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  smallBase = await small.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await ctx.close();
  await small.close();
});

interface OpenStream {
  response: Response;
  close(): void;
}

/** Opens a stream and resolves with its answer's head; a stream left waiting fails the test. */
async function openStream(origin: string, who: TestUser, waitMs = 3000): Promise<OpenStream> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), waitMs);
  try {
    const response = await fetch(`${origin}/api/v1/notifications/stream`, {
      headers: { authorization: `Bearer ${who.token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    const stream = { response, close: () => abort.abort() };
    opened.push(stream);
    return stream;
  } catch (error) {
    throw new Error(`no answer within ${waitMs} ms (${String(error)})`);
  } finally {
    clearTimeout(timer);
  }
}

/** The server sees a closed stream once the socket's end reaches it: try again for a moment. */
async function openOnceFreed(origin: string, who: TestUser): Promise<OpenStream> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const stream = await openStream(origin, who);
    if (stream.response.status === 200 || Date.now() > deadline) return stream;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const members = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createUser(ctx)));

describe('live notification streams and the route bulkhead', () => {
  it('12 members each get their stream open at once, and other routes answer meanwhile', async () => {
    const twelve = await members(12);
    const streams = await Promise.all(twelve.map((member) => openStream(base, member)));
    expect(streams.map((stream) => stream.response.status)).toEqual(Array(12).fill(200));

    // With twelve streams open, another member's stream and other routes answer at once.
    const [late] = await members(1);
    expect((await openStream(base, late!)).response.status).toBe(200);
    const unread = await fetch(`${base}/api/v1/notifications/unread-count`, {
      headers: { authorization: `Bearer ${twelve[0]!.token}` },
      signal: AbortSignal.timeout(3000),
    });
    expect(unread.status).toBe(200);
    const me = await fetch(`${base}/api/v1/auth/user`, {
      headers: { authorization: `Bearer ${late!.token}` },
      signal: AbortSignal.timeout(3000),
    });
    expect(me.status).toBe(200);
    for (const stream of streams) stream.close();
  });
});

describe('stream limits', () => {
  it('a member has at most 5 streams open: the sixth is refused with 429 until one closes', async () => {
    const [member, other] = await members(2);
    const five = await Promise.all(Array.from({ length: 5 }, () => openStream(base, member!)));
    expect(five.map((stream) => stream.response.status)).toEqual([200, 200, 200, 200, 200]);

    const sixth = await openStream(base, member!);
    expect(sixth.response.status).toBe(429);
    expect(sixth.response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await sixth.response.json()).toEqual({
      error: {
        message:
          'You already have 5 live notification streams open (one per browser). Close Vintage Garage in another browser to get live updates here.',
      },
    });
    // Another member is not affected.
    expect((await openStream(base, other!)).response.status).toBe(200);

    five[0]!.close();
    expect((await openOnceFreed(base, member!)).response.status).toBe(200);
  });

  it('a process serves at most NOTIFICATION_STREAMS_MAX streams: past it 503 with Retry-After', async () => {
    const four = await Promise.all(Array.from({ length: 4 }, () => createUser(small)));
    const streams = await Promise.all(four.slice(0, 3).map((who) => openStream(smallBase, who)));
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200, 200]);

    const refused = await openStream(smallBase, four[3]!);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect(await refused.response.json()).toEqual({
      error: {
        message:
          'Too many live notification streams are open on this server. Try again in 30 seconds.',
      },
    });

    streams[0]!.close();
    expect((await openOnceFreed(smallBase, four[3]!)).response.status).toBe(200);
  });

  it('a refused or failed opening takes no place: a 406 does not count', async () => {
    const [member] = await members(1);
    for (let i = 0; i < 6; i += 1) {
      const answer = await fetch(`${base}/api/v1/notifications/stream`, {
        headers: { authorization: `Bearer ${member!.token}`, accept: 'application/json' },
      });
      expect(answer.status).toBe(406);
    }
    const five = await Promise.all(Array.from({ length: 5 }, () => openStream(base, member!)));
    expect(five.map((stream) => stream.response.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
