import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { googleOnlyMember } from '../helpers/google-session.js';
import { createAdmin, createUser } from '../helpers/users.js';

// docs/security.md T41: deleting the account asks for the password again, or for an account
// without one, a Google sign-in made in the last few minutes.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const deleteAccount = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/v1/profile', headers, payload });

const stillThere = async (id: string) =>
  (await ctx.db.selectFrom('users').where('id', '=', id).select('id').executeTakeFirst()) !==
  undefined;

describe('DELETE /profile: who may delete', () => {
  it('answers a visitor 401', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      payload: { confirmUsername: 'anyone', password: 'anything' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('asks a member with a password for it, naming the field, and deletes nothing', async () => {
    const { user, headers } = await createUser(ctx);
    const res = await deleteAccount(headers, { confirmUsername: user.username });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      password: 'Enter your password to delete your account.',
    });
    expect(await stillThere(user.id)).toBe(true);
  });

  it('refuses a wrong password with 403 and the reason on the field', async () => {
    const { user, headers } = await createUser(ctx);
    const res = await deleteAccount(headers, {
      confirmUsername: user.username,
      password: 'not-my-password-at-all',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      message: 'Your current password is not correct.',
      fields: { password: 'Your current password is not correct.' },
    });
    expect(await stillThere(user.id)).toBe(true);
  });

  it('counts wrong passwords with the sign-in limiter: guessing stops at the limit', async () => {
    const { user, headers, password } = await createUser(ctx);
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await deleteAccount(headers, {
        confirmUsername: user.username,
        password: `guess-number-${attempt}`,
      });
      expect(wrong.statusCode).toBe(403);
    }
    const right = await deleteAccount(headers, { confirmUsername: user.username, password });
    expect(right.statusCode).toBe(429);
    expect(await stillThere(user.id)).toBe(true);
  });

  it('deletes a member who gives the right password, an admin alike', async () => {
    for (const member of [await createUser(ctx), await createAdmin(ctx)]) {
      const res = await deleteAccount(member.headers, {
        confirmUsername: member.user.username,
        password: member.password,
      });
      expect(res.statusCode).toBe(204);
      expect(await stillThere(member.user.id)).toBe(false);
    }
  });

  it('deletes an account without a password from a Google sign-in of the last 5 minutes', async () => {
    const { user, headers } = await googleOnlyMember(ctx, 2);
    const res = await deleteAccount(headers, { confirmUsername: user.username });
    expect(res.statusCode).toBe(204);
    expect(await stillThere(user.id)).toBe(false);
  });

  it('asks an account without a password to sign in with Google again when its sign-in is older', async () => {
    const { user, headers } = await googleOnlyMember(ctx, 6);
    const res = await deleteAccount(headers, {
      confirmUsername: user.username,
      password: 'a guess does not help',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fields).toEqual({
      recentGoogleSignIn:
        'To delete your account, sign in with Google again, then delete it within 5 minutes.',
    });
    expect(await stillThere(user.id)).toBe(true);
  });

  it('does not take a session that did not come from Google as a fresh Google sign-in', async () => {
    // createUser's token records no sign-in method; it is minutes old at most.
    const { user, headers } = await createUser(ctx);
    await ctx.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', user.id)
      .execute();
    const res = await deleteAccount(headers, { confirmUsername: user.username });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json().error.fields)).toEqual(['recentGoogleSignIn']);
  });
});

describe('POST /profile/password: the first password of an account without one', () => {
  const setFirstPassword = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers,
      payload: { newPassword: 'my first passphrase' },
    });

  // Else a stolen session could set a password, then delete the account with it.
  it('needs a Google sign-in of the last 5 minutes too', async () => {
    const stale = await googleOnlyMember(ctx, 6);
    const refused = await setFirstPassword(stale.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({
      recentGoogleSignIn:
        'To set a password, sign in with Google again, then set it within 5 minutes.',
    });

    const fresh = await googleOnlyMember(ctx, 1);
    expect((await setFirstPassword(fresh.headers)).statusCode).toBe(200);
  });
});
