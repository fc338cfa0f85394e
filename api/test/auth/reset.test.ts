import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailedLink, lastEmailTo } from '../helpers/mail.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD } from '../helpers/users.js';

let ctx: TestContext;
const ADMIN_EMAIL = 'reset-chief@example.test';
beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(() => ctx.close());

const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset/request',
    payload: { email },
    remoteAddress,
  });
const confirmReset = (token: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset/confirm',
    payload: { token, password },
  });
const login = (identifier: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier, password } });

describe('password reset', () => {
  it('answers the same whether or not the account exists, and only emails real accounts', async () => {
    const { user } = await createUser(ctx);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(lastEmailTo(ctx, user.email).subject).toBe('Reset your password');
    expect(ctx.outbox.some((email) => email.to === 'nobody-here@example.test')).toBe(false);
  });

  it('sets a new password from the one-hour, single-use link and signs out every session', async () => {
    const { user, headers } = await createUser(ctx);
    await requestReset(user.email);
    const { url, token } = emailedLink(ctx, user.email);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/reset');
    const row = await ctx.db
      .selectFrom('email_tokens')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeCloseTo(3_600_000, -4);

    const res = await confirmReset(token, 'my brand new passphrase');
    expect(res.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user', headers })).json(),
    ).toEqual({
      error: { message: 'Invalid or expired token' },
    });
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'my brand new passphrase')).statusCode).toBe(200);

    const reused = await confirmReset(token, 'yet another passphrase');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.fields).toEqual({ token: 'This link is invalid or has expired.' });
  });

  it('spends older reset links once one of them was used', async () => {
    const { user } = await createUser(ctx);
    await requestReset(user.email);
    const older = emailedLink(ctx, user.email).token;
    await requestReset(user.email);
    const newer = emailedLink(ctx, user.email).token;
    expect(newer).not.toBe(older);
    expect((await confirmReset(newer, 'my brand new passphrase')).statusCode).toBe(204);
    expect((await confirmReset(older, 'sneaky other passphrase')).statusCode).toBe(422);
  });

  it('refuses an expired link', async () => {
    const { user } = await createUser(ctx);
    await requestReset(user.email);
    const { token } = emailedLink(ctx, user.email);
    await ctx.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await confirmReset(token, 'my brand new passphrase')).statusCode).toBe(422);
  });

  it('refuses a weak password without spending the link', async () => {
    const { user } = await createUser(ctx);
    await requestReset(user.email);
    const { token } = emailedLink(ctx, user.email);
    const weak = await confirmReset(token, 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.fields).toEqual({
      password: 'Password must be at least 8 characters long.',
    });
    expect((await confirmReset(token, 'qwertyuiop')).json().error.fields.password).toMatch(
      /too common/,
    );
    expect((await confirmReset(token, 'a strong replacement')).statusCode).toBe(204);
  });

  it('proves the address, so an ADMIN_EMAILS account that never confirmed it becomes admin', async () => {
    const { user } = await createUser(ctx, { email: ADMIN_EMAIL, verified: false });
    expect(user.role).toBe('user');
    await requestReset(ADMIN_EMAIL);
    expect(
      (await confirmReset(emailedLink(ctx, ADMIN_EMAIL).token, 'a fresh long passphrase'))
        .statusCode,
    ).toBe(204);
    const signedIn = await login(ADMIN_EMAIL, 'a fresh long passphrase');
    expect(signedIn.json().data.user).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('validates the request body', async () => {
    expect((await requestReset('not-an-email')).json().error.fields).toEqual({
      email: 'Please enter a valid email address.',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset/confirm',
      payload: { token: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'This field is required.' });
  });

  it('limits reset emails per account and per address', async () => {
    const { user } = await createUser(ctx);
    const perAccount = [];
    for (let attempt = 0; attempt < 6; attempt++)
      perAccount.push((await requestReset(user.email, `10.1.0.${attempt}`)).statusCode);
    expect(perAccount).toEqual([202, 202, 202, 202, 202, 429]);

    const perAddress = [];
    for (let attempt = 0; attempt < 31; attempt++)
      perAddress.push(
        (await requestReset(`someone${attempt}@example.test`, '10.2.0.1')).statusCode,
      );
    expect(perAddress.at(-2)).toBe(202);
    expect(perAddress.at(-1)).toBe(429);
  });
});
