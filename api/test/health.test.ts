import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('service basics', () => {
  it('reports the database as reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'up' } });
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { message: 'Not found: GET /api/v1/no-such-thing' } });
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document with the account routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/auth/login');
  });

  it('serves the browsable docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toEqual(expect.any(String));
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: 'x'.repeat(100_000), password: 'x' },
    });
    expect(res.statusCode).toBe(413);
  });
});
