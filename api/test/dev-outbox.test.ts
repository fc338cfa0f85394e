import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.js';
import { productionEnv } from './helpers/production-env.js';
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
    const ctx = await createTestApp({ env: productionEnv() });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await ctx.close();
    }
  });

  it('cannot be made in production, where it would write emailed links and their tokens to the log', () => {
    expect(() =>
      createMailer({ smtpUrl: null, from: 'Vintage Garage <x@example.test>', production: true }),
    ).toThrow('SMTP_URL is required in production');
    expect(
      createMailer({
        smtpUrl: 'smtp://mail.example.test:587',
        from: 'x@example.test',
        production: true,
      }).outbox,
    ).toBeNull();
  });
});
