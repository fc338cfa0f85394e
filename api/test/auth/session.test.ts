import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const INVALID_TOKEN = { error: { message: 'Invalid or expired token' } };
const getUser = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/auth/user',
    headers: authorization ? { authorization } : {},
  });
const secret = () => new TextEncoder().encode(ctx.config.jwtSecret);

/** A token recorded as issued (its record lives an hour) whose own expiry is `seconds` from now. */
async function issuedTokenExpiringIn(seconds: number): Promise<string> {
  const { user } = await createUser(ctx);
  const jti = crypto.randomUUID();
  await ctx.db
    .insertInto('auth_tokens')
    .values({ id: jti, user_id: user.id, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setJti(jti)
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(secret());
}

describe('GET /auth/user', () => {
  it('answers the signed-in user in the CurrentUser shape', async () => {
    const { user, headers } = await createUser(ctx, { verified: false });
    const res = await getUser(headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: user.id,
        email: user.email,
        username: user.username,
        displayName: null,
        bio: null,
        location: null,
        avatarUrl: null,
        role: 'user',
        emailVerified: false,
        needsConsent: false,
        createdAt: user.created_at.toISOString(),
      },
    });
  });

  it('answers 401 "Sign-in required" without a token', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { message: 'Sign-in required' } });
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('answers 401 for %s', async (_case, authorization) => {
    const res = await getUser(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses a token signed with another secret', async () => {
    const { user } = await createUser(ctx);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('someone-elses-secret-someone-elses-secret'));
    expect((await getUser(`Bearer ${forged}`)).json()).toEqual(INVALID_TOKEN);
  });

  it('refuses an unsigned token (alg none) and another algorithm', async () => {
    const { user } = await createUser(ctx);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = encode({
      sub: user.id,
      jti: crypto.randomUUID(),
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await getUser(`Bearer ${encode({ alg: 'none' })}.${claims}.`)).statusCode).toBe(401);
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(secret());
    expect((await getUser(`Bearer ${hs512}`)).json()).toEqual(INVALID_TOKEN);
  });

  it('refuses an expired token', async () => {
    const expired = await issuedTokenExpiringIn(-10);
    expect((await getUser(`Bearer ${expired}`)).json()).toEqual(INVALID_TOKEN);
  });

  it('tells apart callers checked at the same moment, refusing only the revoked token', async () => {
    const first = await createUser(ctx);
    const second = await createUser(ctx);
    const signedOut = await createUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: signedOut.headers,
    });
    // Sent together, their checks are answered by one query (src/security/caller-lookup.ts).
    const answers = await Promise.all(
      [first, second, signedOut, first].map((caller) => getUser(caller.headers.authorization)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 200]);
    expect(answers.map((answer) => answer.json().data?.id)).toEqual([
      first.user.id,
      second.user.id,
      undefined,
      first.user.id,
    ]);
  });

  it('refuses a token once it expires, though it was accepted before', async () => {
    const shortLived = await issuedTokenExpiringIn(60);
    expect((await getUser(`Bearer ${shortLived}`)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      expect((await getUser(`Bearer ${shortLived}`)).json()).toEqual(INVALID_TOKEN);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a validly signed token whose jti was never issued', async () => {
    const { user } = await createUser(ctx);
    const unknown = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(secret());
    expect((await getUser(`Bearer ${unknown}`)).json()).toEqual(INVALID_TOKEN);
  });

  it('answers 403 with the suspension message on every authenticated call', async () => {
    const { headers } = await createUser(ctx, { suspended: 'Your account is under review.' });
    for (const [method, url] of [
      ['GET', '/api/v1/auth/user'],
      ['GET', '/api/v1/profile'],
      ['POST', '/api/v1/auth/verify-email/resend'],
      ['POST', '/api/v1/feedback/submit'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { message: 'Your account is under review.' } });
    }
  });

  it('answers 401 once the account is deleted', async () => {
    const { user, headers } = await createUser(ctx);
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await getUser(headers.authorization)).json()).toEqual(INVALID_TOKEN);
  });
});

describe('authenticated routes', () => {
  it.each([
    ['POST', '/api/v1/auth/logout'],
    ['POST', '/api/v1/auth/verify-email/resend'],
    ['POST', '/api/v1/auth/consent'],
    ['GET', '/api/v1/profile'],
    ['PATCH', '/api/v1/profile'],
    ['DELETE', '/api/v1/profile'],
    ['POST', '/api/v1/profile/avatar'],
    ['POST', '/api/v1/profile/email'],
    ['POST', '/api/v1/profile/password'],
  ] as const)('%s %s answers 401 without a token and with a bad one', async (method, url) => {
    const missing = await ctx.app.inject({ method, url, payload: {} });
    expect(missing.statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method,
      url,
      payload: {},
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(bad.json()).toEqual(INVALID_TOKEN);
  });
});

describe('POST /auth/logout', () => {
  it('revokes this token only', async () => {
    const { user, headers } = await createUser(ctx);
    const otherToken = await ctx.app.tokens.issue(user.id);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await getUser(headers.authorization)).json()).toEqual(INVALID_TOKEN);
    expect((await getUser(`Bearer ${otherToken}`)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(
      401,
    );
  });
});
