import { SignJWT, decodeJwt } from 'jose';
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
/** What every session token of this API carries (docs/security.md T26). */
const SESSION_AUDIENCE = 'vintage-garage:session';

/** A token recorded as issued (its record lives an hour) whose own expiry is `seconds` from now. */
async function issuedTokenExpiringIn(
  seconds: number,
  claims: { iss?: string | null; aud?: string | null } = {},
): Promise<string> {
  const { user } = await createUser(ctx);
  const jti = crypto.randomUUID();
  await ctx.db
    .insertInto('auth_tokens')
    .values({ id: jti, user_id: user.id, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  const token = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setJti(jti)
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds);
  const issuer = claims.iss === undefined ? ctx.config.publicOrigin : claims.iss;
  const audience = claims.aud === undefined ? SESSION_AUDIENCE : claims.aud;
  if (issuer !== null) token.setIssuer(issuer);
  if (audience !== null) token.setAudience(audience);
  return token.sign(secret());
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
        theme: 'system',
        language: null,
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

  it('issues tokens that name this API as issuer and sessions as audience', async () => {
    const { token } = await createUser(ctx);
    expect(decodeJwt(token)).toMatchObject({
      iss: ctx.config.publicOrigin,
      aud: SESSION_AUDIENCE,
    });
    expect((await getUser(`Bearer ${await issuedTokenExpiringIn(60)}`)).statusCode).toBe(200);
  });

  it.each([
    ['without an issuer', { iss: null }],
    ['without an audience', { aud: null }],
    ['from another issuer', { iss: 'https://elsewhere.example' }],
    ['for another audience', { aud: 'vintage-garage:unsubscribe' }],
  ])('refuses a validly signed, recorded token %s', async (_case, claims) => {
    const token = await issuedTokenExpiringIn(60, claims);
    const res = await getUser(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);
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

describe('a session left unused (SESSION_IDLE_DAYS)', () => {
  let idle: TestContext;
  beforeAll(async () => {
    idle = await createTestApp({ env: { SESSION_IDLE_DAYS: '2' } });
  });
  afterAll(() => idle.close());

  const DAY_MS = 24 * 60 * 60 * 1000;
  /** A session signed in on a device and last used `days` ago, within its absolute lifetime. */
  async function sessionLastUsed(days: number, userId?: string): Promise<string> {
    const owner = userId ?? (await createUser(idle)).user.id;
    const token = await idle.app.tokens.issue(owner, {
      method: 'password',
      device: null,
      deviceHash: null,
      ip: '127.0.0.1',
    });
    const lastUsed = new Date(Date.now() - days * DAY_MS);
    await idle.db
      .updateTable('auth_tokens')
      .set({ created_at: lastUsed, last_seen_at: lastUsed } as never)
      .where('id', '=', decodeJwt(token).jti ?? '')
      .execute();
    return token;
  }
  const me = (token: string) =>
    idle.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });

  it('ends a session unused for longer than the idle period', async () => {
    const res = await me(await sessionLastUsed(3));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);
  });

  it('keeps a session used within the idle period, and its use starts the period again', async () => {
    const token = await sessionLastUsed(1.5);
    expect((await me(token)).statusCode).toBe(200);
    // Another process, which has not written this session's last use yet, records it.
    const replica = await idle.replica();
    const res = await replica.inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const row = await idle.db
        .selectFrom('auth_tokens')
        .select('last_seen_at')
        .where('id', '=', decodeJwt(token).jti ?? '')
        .executeTakeFirstOrThrow();
      expect(Date.now() - (row.last_seen_at?.getTime() ?? 0)).toBeLessThan(60_000);
    });
  });

  it('does not list an idle session among the places the member is signed in', async () => {
    const { user, headers } = await createUser(idle);
    const idleToken = await sessionLastUsed(3, user.id);
    const res = await idle.app.inject({ method: 'GET', url: '/api/v1/profile/sign-ins', headers });
    expect(res.statusCode).toBe(200);
    const listed = (res.json().data as { id: string }[]).map((session) => session.id);
    expect(listed).toHaveLength(1);
    expect(listed).not.toContain(decodeJwt(idleToken).jti);
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
