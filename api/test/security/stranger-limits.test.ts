import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PENDING_FLOWS } from '../../src/features/auth/google-pending-flows.js';
import { comment, createCar } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createGoogleTestApp, type GoogleTestApp } from '../helpers/google-flow.js';

/**
 * Everything a stranger can call is limited per address, in the store every replica shares, and
 * what a flood leaves behind is swept while the API runs (docs/security.md, T32 and T33).
 */

const MINUTE = 60_000;

let google: GoogleTestApp;
let ctx: TestContext;

beforeAll(async () => {
  google = await createGoogleTestApp({
    rateLimits: {
      feedbackPerAddress: { max: 3, windowMs: MINUTE },
      googleStartPerAddress: { max: 3, windowMs: MINUTE },
      commentsPerAddress: { max: 2, windowMs: MINUTE },
      reportsPerAddress: { max: 2, windowMs: MINUTE },
    },
  });
  ctx = google.ctx;
});
afterAll(() => google.close());

/** A distinct client address for the n-th caller of a flood. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
/** The random value the app keeps before leaving for the provider (login CSRF, T40). */
const login = () => randomBytes(16).toString('base64url');

const startGoogle = (app: TestContext['app'], remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/api/v1/auth/google?login=${login()}`, remoteAddress });

function expectLimited(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('guest feedback', () => {
  const send = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/submit',
      remoteAddress,
      payload: { title: 'Hello', description: 'A question', contactEmail: 'guest@example.test' },
    });

  it('is limited per address (429 with Retry-After); another address is not held up', async () => {
    for (let n = 0; n < 3; n += 1) expect((await send('192.0.2.10')).statusCode).toBe(201);
    expectLimited(await send('192.0.2.10'));
    expect((await send('192.0.2.11')).statusCode).toBe(201);
  });
});

describe('starting a Google sign-in', () => {
  it('is limited per address (429 with Retry-After)', async () => {
    for (let n = 0; n < 3; n += 1)
      expect((await startGoogle(ctx.app, '192.0.2.20')).statusCode).toBe(302);
    expectLimited(await startGoogle(ctx.app, '192.0.2.20'));
    expect((await startGoogle(ctx.app, '192.0.2.21')).statusCode).toBe(302);
  });

  it('keeps its sign-in state at or below the cap under a flood from spread addresses', async () => {
    // Past the cap by a fifth; each address starts one sign-in, under its own limit.
    const flood = MAX_PENDING_FLOWS + 2_000;
    let started = 0;
    for (let n = 0; n < flood; n += 1)
      if ((await startGoogle(ctx.app, address(n))).statusCode === 302) started += 1;
    expect(started).toBe(flood);
    expect(ctx.app.google.pendingFlows).toBeLessThanOrEqual(MAX_PENDING_FLOWS);
  }, 300_000);
});

describe('comments and reports', () => {
  let keeper: TestUser;
  let car: string;
  beforeAll(async () => {
    keeper = await createUser(ctx);
    car = await createCar(ctx, keeper);
  });

  it('limits comments per address, whichever member sends them', async () => {
    const post = async (remoteAddress: string) => {
      const member = await createUser(ctx);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/public/vehicles/${car}/comments`,
        headers: member.headers,
        remoteAddress,
        payload: { body: 'Lovely car.' },
      });
    };
    expect((await post('192.0.2.30')).statusCode).toBe(201);
    expect((await post('192.0.2.30')).statusCode).toBe(201);
    expectLimited(await post('192.0.2.30'));
    expect((await post('192.0.2.31')).statusCode).toBe(201);
  });

  it('limits reports per address, whichever member sends them', async () => {
    const target = await comment(ctx, keeper, car, 'My own words.');
    const report = async (remoteAddress: string) => {
      const member = await createUser(ctx);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/comments/${target}/report`,
        headers: member.headers,
        remoteAddress,
        payload: { reason: 'spam' },
      });
    };
    expect((await report('192.0.2.40')).statusCode).toBe(200);
    expect((await report('192.0.2.40')).statusCode).toBe(200);
    expectLimited(await report('192.0.2.40'));
    expect((await report('192.0.2.41')).statusCode).toBe(200);
  });
});

describe('sweeping while running', () => {
  it('drops finished limiter windows on a later write, not only at start', async () => {
    const short = await createTestApp({
      rateLimits: { feedbackPerAddress: { max: 5, windowMs: 1_000 } },
    });
    try {
      const windows = async () =>
        Number(
          (await sql<{ n: string }>`select count(*) as n from rate_limit_windows`.execute(short.db))
            .rows[0]?.n,
        );
      const send = (remoteAddress: string) =>
        short.app.inject({
          method: 'POST',
          url: '/api/v1/feedback/submit',
          remoteAddress,
          payload: { title: 'Hi', description: 'There', contactEmail: 'guest@example.test' },
        });
      for (let n = 0; n < 50; n += 1) await send(address(n));
      expect(await windows()).toBeGreaterThan(1);
      // Every window has finished; the next write sweeps them.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await send('192.0.2.50');
      // Only the window just opened is left.
      expect(await windows()).toBe(1);
    } finally {
      await short.close();
    }
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('scales the limits of strangers too', async () => {
    const scaled = await createTestApp({
      env: { RATE_LIMIT_SCALE: '2' },
      rateLimits: { feedbackPerAddress: { max: 1, windowMs: MINUTE } },
    });
    try {
      const send = () =>
        scaled.app.inject({
          method: 'POST',
          url: '/api/v1/feedback/submit',
          remoteAddress: '192.0.2.60',
          payload: { title: 'Hi', description: 'There', contactEmail: 'guest@example.test' },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expectLimited(await send());
    } finally {
      await scaled.close();
    }
  });
});
