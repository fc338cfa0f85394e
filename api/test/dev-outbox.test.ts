import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';

describe('development outbox', () => {
  it('lists sent emails with their links, as JSON and as a page', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          email: 'outbox@example.test',
          username: 'outbox',
          password: 'a fine long passphrase',
        },
      });
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(list.json().data[0]).toMatchObject({
        to: 'outbox@example.test',
        subject: 'Confirm your email address',
        links: [expect.stringMatching(/^http:\/\/localhost:8080\/email\/confirm\?token=/)],
      });
      const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/view' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h1>Development outbox</h1>');
      expect(page.body).toContain('outbox@example.test');
    } finally {
      await ctx.close();
    }
  });

  it('does not exist in production', async () => {
    const ctx = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-that-is-long-enough' },
    });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await ctx.close();
    }
  });
});
