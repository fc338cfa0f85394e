import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailedLink, lastEmailTo } from '../helpers/mail.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.test' } });
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, headers });

const valid = (suffix: string) => ({
  email: `new-${suffix}@example.test`,
  username: `new_${suffix}`,
  password: 'a fine long passphrase',
});

describe('POST /auth/register', () => {
  it('creates the account, answers a working token and sends a verification email', async () => {
    const res = await register({ ...valid('ok'), email: 'New-OK@Example.test' });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({
      email: 'new-ok@example.test',
      username: 'new_ok',
      role: 'user',
      emailVerified: false,
      needsConsent: false,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.id).toBe(user.id);

    const email = lastEmailTo(ctx, 'new-ok@example.test');
    expect(email.subject).toBe('Confirm your email address');
    const { url } = emailedLink(ctx, 'new-ok@example.test');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/email/confirm');
  });

  it('stores the password as an argon2id hash', async () => {
    await register(valid('hash'));
    const row = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'new_hash')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps an account registered with an ADMIN_EMAILS address a member until the address is confirmed', async () => {
    const res = await register({ ...valid('boss'), email: 'boss@example.test' });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(user.role).toBe('user');
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/overview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode).toBe(403);

    // Confirming the address is what makes it the admin's (docs/security.md T24).
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/confirm',
      payload: { token: emailedLink(ctx, 'boss@example.test').token },
    });
    expect(confirmed.json().data.user).toMatchObject({ role: 'admin', emailVerified: true });
    const afterwards = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/overview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterwards.statusCode).toBe(200);
  });

  it.each([
    [{ email: undefined }, 'email', 'This field is required.'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ username: undefined }, 'username', 'This field is required.'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters long.'],
    [{ username: 'x'.repeat(51) }, 'username', 'Username must be at most 50 characters long.'],
    [
      { username: 'has space' },
      'username',
      'Username may only contain letters, numbers, dots, dashes and underscores.',
    ],
    [{ password: undefined }, 'password', 'This field is required.'],
  ])('answers 400 naming the field for %o', async (change, field, message) => {
    const res = await register({ ...valid('bad'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it.each([
    ['short1!', 'Password must be at least 8 characters long.'],
    ['password123', 'This password is too common. Please choose a less predictable one.'],
    ['new_weak', 'Password must not be your username or email.'],
  ])('refuses the password %j with 422', async (password, message) => {
    const res = await register({ ...valid('weak'), password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { message, fields: { password: message } } });
  });

  it('accepts a long passphrase', async () => {
    const res = await register({
      ...valid('long'),
      password: 'correct horse battery staple '.repeat(10),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an email or a username that is taken, whatever the case', async () => {
    const existing = await createUser(ctx);
    const res = await register({
      email: existing.user.email.toUpperCase(),
      username: existing.user.username.toUpperCase(),
      password: 'another fine passphrase',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      email: 'An account with this email already exists.',
      username: 'This username is already taken.',
    });
  });

  it('limits account creation per address', async () => {
    const limited = await createTestApp({
      rateLimits: { registerPerAddress: { max: 2, windowMs: 60_000 } },
    });
    try {
      const attempt = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: valid(`rl${n}`),
          remoteAddress: '10.0.0.9',
        });
      expect((await attempt(1)).statusCode).toBe(201);
      expect((await attempt(2)).statusCode).toBe(201);
      const third = await attempt(3);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json().error.message).toBe('Too many attempts. Please try again later.');
    } finally {
      await limited.close();
    }
  });
});
