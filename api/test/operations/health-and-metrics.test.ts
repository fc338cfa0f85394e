import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser } from '../helpers/users.js';

const METRICS_TOKEN = 'scraper-token-0123456789';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('liveness and readiness', () => {
  it('is live without asking the database', async () => {
    const res = await get('/api/v1/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { live: true } });
  });

  it('is ready when the database answers and every migration has run', async () => {
    const res = await get('/api/v1/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { ready: true, database: 'up', migrations: 'applied', draining: false },
    });
  });

  it('is not ready while a migration of this build has not run', async () => {
    const behind = await createTestApp();
    try {
      await behind.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '20261125-0200-sign-in-details' as never)
        .execute();
      const res = await behind.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({
        ready: false,
        database: 'up',
        migrations: 'pending',
      });
    } finally {
      await behind.close();
    }
  });

  it('stops being ready once draining, while still live', async () => {
    const draining = await createTestApp();
    try {
      draining.app.lifecycle.draining = true;
      const ready = await draining.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ ready: false, draining: true });
      const live = await draining.app.inject({ method: 'GET', url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('GET /metrics', () => {
  it('serves request, latency, error, pool and process series to the bearer of METRICS_TOKEN', async () => {
    const member = await createUser(ctx);
    await get('/api/v1/vehicles', member.headers);
    await get('/api/v1/vehicles/00000000-0000-4000-8000-000000000000', member.headers);

    const res = await get('/api/v1/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/v1/vehicles/:id",status_code="404"} 1',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/v1/vehicles",status_code="200"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/vehicles",status_code="200"\} \d+/,
    );
    expect(text).toContain('# TYPE http_request_errors_total counter');
    expect(text).toContain('# TYPE db_pool_connections gauge');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it.each([
    ['a visitor', () => Promise.resolve({})],
    ['a member', async () => (await createUser(ctx)).headers],
    ['an admin', async () => (await createAdmin(ctx)).headers],
    ['a wrong token', () => Promise.resolve({ authorization: 'Bearer not-the-scraper-token' })],
  ])('refuses %s with 401', async (_who, headers) => {
    const res = await get('/api/v1/metrics', await headers());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The metrics token is missing or wrong.');
  });

  it('is off without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/v1/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Metrics are off: set METRICS_TOKEN to serve them.');
    } finally {
      await plain.close();
    }
  });
});
