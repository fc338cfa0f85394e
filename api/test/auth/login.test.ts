import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD } from '../helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (identifier: string, password: string, app = ctx.app, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { identifier, password },
    remoteAddress,
  });

const INVALID = {
  error: {
    message: 'Incorrect email, username or password.',
    fields: { identifier: 'Incorrect email, username or password.' },
  },
};

describe('POST /auth/login', () => {
  it('signs in with the email or the username, in any case', async () => {
    const { user } = await createUser(ctx);
    for (const identifier of [
      user.email,
      user.username,
      user.email.toUpperCase(),
      ` ${user.username} `,
    ]) {
      const res = await login(identifier, DEFAULT_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(user.id);
      expect(res.json().data.token.split('.')).toHaveLength(3);
    }
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const { user } = await createUser(ctx);
    const wrong = await login(user.email, 'not the password');
    const unknown = await login('nobody@example.test', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.json()).toEqual(INVALID);
  });

  it('spends comparable time on unknown accounts (a dummy argon2 verification)', async () => {
    const { user } = await createUser(ctx);
    await login('warm-up@example.test', 'x'); // the dummy hash is computed once
    // The fastest of a few runs: a busy machine only ever adds time, so the minimum is the cost of
    // the work itself. Without the dummy verification an unknown account answers ~20x faster, so a
    // generous bound still catches that regression.
    const fastestTime = async (identifier: string) => {
      const times = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await login(identifier, 'not the password');
        times.push(performance.now() - started);
      }
      return Math.min(...times);
    };
    const known = await fastestTime(user.username);
    const unknown = await fastestTime('ghost-account');
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('does not let Google-only accounts (no password) in with any password', async () => {
    const { user } = await createUser(ctx);
    await ctx.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', user.id)
      .execute();
    expect((await login(user.email, '')).statusCode).toBe(400);
    expect((await login(user.email, 'anything at all')).json()).toEqual(INVALID);
  });

  it('answers 403 with the suspension message for a suspended account with the right password', async () => {
    const { user } = await createUser(ctx, {
      suspended: 'Suspended for selling parts in the forum.',
    });
    const res = await login(user.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { message: 'Suspended for selling parts in the forum.' } });
    // A wrong password does not reveal the suspension.
    expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
  });

  it.each([
    [{ password: 'x' }, 'identifier'],
    [{ identifier: 'someone' }, 'password'],
    [{ identifier: '', password: 'x' }, 'identifier'],
  ])('answers 400 naming the missing field for %o', async (payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it('limits attempts per account, whichever address they come from', async () => {
    const limited = await createTestApp({
      rateLimits: { signInPerAccount: { max: 3, windowMs: 60_000 } },
    });
    try {
      const { user } = await createUser(limited);
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(
          (await login(user.email, 'wrong', limited.app, `10.0.1.${attempt}`)).statusCode,
        ).toBe(401);
      }
      const blocked = await login(user.email, DEFAULT_PASSWORD, limited.app, '10.0.1.99');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not affected.
      const other = await createUser(limited);
      expect(
        (await login(other.user.email, DEFAULT_PASSWORD, limited.app, '10.0.1.99')).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts the email and the username of one account together', async () => {
    const limited = await createTestApp({
      rateLimits: { signInPerAccount: { max: 2, windowMs: 60_000 } },
    });
    try {
      const { user } = await createUser(limited);
      expect((await login(user.email, 'wrong', limited.app)).statusCode).toBe(401);
      expect((await login(user.username, 'wrong', limited.app)).statusCode).toBe(401);
      expect((await login(user.username.toUpperCase(), 'wrong', limited.app)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('scales every limit by RATE_LIMIT_SCALE', async () => {
    const scaled = await createTestApp({
      env: { RATE_LIMIT_SCALE: '2' },
      rateLimits: { signInPerAccount: { max: 1, windowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await login('scaled@example.test', 'guess', scaled.app)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await scaled.close();
    }
  });

  it('counts attempts on every API replica together, per account and per address', async () => {
    const limited = await createTestApp({
      rateLimits: {
        signInPerAccount: { max: 3, windowMs: 60_000 },
        signInPerAddress: { max: 4, windowMs: 60_000 },
      },
    });
    try {
      const replicas = [limited.app, await limited.replica()];
      const { user } = await createUser(limited);
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const replica = replicas[attempt % 2]!;
        statuses.push((await login(user.email, 'wrong', replica, `10.0.3.${attempt}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);

      const fromOneAddress = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const replica = replicas[attempt % 2]!;
        fromOneAddress.push(
          (await login(`someone${attempt}@example.test`, 'guess', replica, '10.0.4.1')).statusCode,
        );
      }
      expect(fromOneAddress).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('opens a new window once the last one has run out', async () => {
    const limited = await createTestApp({
      rateLimits: { signInPerAccount: { max: 1, windowMs: 1_000 } },
    });
    try {
      const { user } = await createUser(limited);
      expect((await login(user.email, 'wrong', limited.app)).statusCode).toBe(401);
      const blocked = await login(user.email, 'wrong', limited.app);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await login(user.email, DEFAULT_PASSWORD, limited.app)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per address across accounts', async () => {
    const limited = await createTestApp({
      rateLimits: { signInPerAddress: { max: 3, windowMs: 60_000 } },
    });
    try {
      for (const name of ['a1', 'a2', 'a3']) {
        expect(
          (await login(`${name}@example.test`, 'guess', limited.app, '10.0.2.1')).statusCode,
        ).toBe(401);
      }
      expect((await login('a4@example.test', 'guess', limited.app, '10.0.2.1')).statusCode).toBe(
        429,
      );
      expect((await login('a4@example.test', 'guess', limited.app, '10.0.2.2')).statusCode).toBe(
        401,
      );
    } finally {
      await limited.close();
    }
  });
});
