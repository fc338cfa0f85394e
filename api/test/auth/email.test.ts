import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailedLink, lastEmailTo } from '../helpers/mail.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD } from '../helpers/users.js';

let ctx: TestContext;
const ADMIN_EMAIL = 'chief@example.test';
const MOVING_ADMIN_EMAIL = 'chief-moving@example.test';
beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${MOVING_ADMIN_EMAIL}` } });
});
afterAll(() => ctx.close());

const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/email/confirm', payload: { token } });
const resend = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email/resend', headers });
const ALREADY_CONFIRMED = {
  error: {
    message: 'This address is already confirmed.',
    fields: { token: 'This address is already confirmed.' },
  },
};
const INVALID_LINK = {
  error: {
    message: 'This link is invalid or has expired.',
    fields: { token: 'This link is invalid or has expired.' },
  },
};

async function registerAccount(name: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: `${name}@example.test`, username: name, password: 'a fine long passphrase' },
  });
  return res.json().data as { token: string; user: { id: string; email: string } };
}

describe('email verification', () => {
  it('confirms the address once, from the emailed link', async () => {
    const { user } = await registerAccount('verify_me');
    const { token } = emailedLink(ctx, user.email);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, emailVerified: true });
    // Opened again, the link says what is true: the address is confirmed (and tells nothing else).
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(ALREADY_CONFIRMED);
  });

  it('calls a used link invalid once its address is no longer the confirmed one', async () => {
    const { user, token: session } = await registerAccount('moving_on');
    const { token } = emailedLink(ctx, user.email);
    await confirm(token);
    await ctx.db
      .updateTable('users')
      .set({ email: 'elsewhere@example.test' })
      .where('id', '=', user.id)
      .execute();
    expect(session).toBeTruthy();
    expect((await confirm(token)).json()).toEqual(INVALID_LINK);
  });

  it('makes an ADMIN_EMAILS account admin the moment its address is confirmed, not before', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: ADMIN_EMAIL, username: 'chief', password: 'a fine long passphrase' },
    });
    const { token, user } = res.json().data;
    expect(user.role).toBe('user');
    const headers = { authorization: `Bearer ${token}` };
    const overview = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers });
    expect((await overview()).statusCode).toBe(403);

    const confirmed = await confirm(emailedLink(ctx, ADMIN_EMAIL).token);
    expect(confirmed.json().data.user).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await overview()).statusCode).toBe(200);
  });

  it('refuses an expired link (older than 24 hours)', async () => {
    const { user } = await registerAccount('too_late');
    const { token } = emailedLink(ctx, user.email);
    await ctx.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await confirm(token)).json()).toEqual(INVALID_LINK);
  });

  it('sets a 24 hour lifetime on verification links', async () => {
    const { user } = await registerAccount('lifetime');
    const row = await ctx.db
      .selectFrom('email_tokens')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeCloseTo(24 * 3_600_000, -4);
  });

  it('refuses unknown tokens and answers 400 for a missing one', async () => {
    expect((await confirm('made-up-token')).json()).toEqual(INVALID_LINK);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/confirm',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.token).toBe('This field is required.');
  });

  it('stores only a hash of the emailed token', async () => {
    const { user } = await registerAccount('hashed');
    const { token } = emailedLink(ctx, user.email);
    const row = await ctx.db
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resends the verification email to a signed-in, unverified account', async () => {
    const { user, headers } = await createUser(ctx, { verified: false });
    const res = await resend(headers);
    expect(res.statusCode).toBe(202);
    expect(res.json().data.message).toBe(`We sent a confirmation link to ${user.email}.`);
    expect((await confirm(emailedLink(ctx, user.email).token)).statusCode).toBe(200);
  });

  it('sends nothing when the address is already verified', async () => {
    const { user, headers } = await createUser(ctx);
    expect((await resend(headers)).statusCode).toBe(202);
    expect(ctx.outbox.some((email) => email.to === user.email)).toBe(false);
  });

  it('needs a signed-in caller to resend', async () => {
    expect((await resend({})).statusCode).toBe(401);
  });

  it('limits resends per account', async () => {
    const { headers } = await createUser(ctx, { verified: false });
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) answers.push((await resend(headers)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('email change', () => {
  const changeEmail = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/profile/email', headers, payload });

  it('sends a link to the new address and switches only once it is confirmed', async () => {
    const { user, headers } = await createUser(ctx);
    const res = await changeEmail(headers, {
      email: 'Moved@Example.test',
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user', headers });
    expect(me.json().data.email).toBe(user.email);

    const link = emailedLink(ctx, 'moved@example.test');
    expect(link.url.pathname).toBe('/email/confirm');
    const confirmed = await confirm(link.token);
    expect(confirmed.json().data.user).toMatchObject({
      id: user.id,
      email: 'moved@example.test',
      emailVerified: true,
    });
    expect((await confirm(link.token)).statusCode).toBe(409);
  });

  it('makes a member admin once a change to an ADMIN_EMAILS address is confirmed, not when asked', async () => {
    const { headers } = await createUser(ctx);
    await changeEmail(headers, { email: MOVING_ADMIN_EMAIL, password: DEFAULT_PASSWORD });
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user', headers });
    expect((await me()).json().data.role).toBe('user');

    const confirmed = await confirm(emailedLink(ctx, MOVING_ADMIN_EMAIL).token);
    expect(confirmed.json().data.user).toMatchObject({ email: MOVING_ADMIN_EMAIL, role: 'admin' });
    expect((await me()).json().data.role).toBe('admin');
  });

  it('tells the old address, once the change is confirmed, where the account went', async () => {
    const { user, headers } = await createUser(ctx);
    await changeEmail(headers, { email: 'new-home@example.test', password: DEFAULT_PASSWORD });
    expect(ctx.outbox.some((email) => email.to === user.email)).toBe(false);

    await confirm(emailedLink(ctx, 'new-home@example.test').token);
    const notice = lastEmailTo(ctx, user.email);
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.text).toContain(
      `The email address of your Vintage Garage account was changed from this address to new-home@example.test.`,
    );
    expect(notice.links).toEqual(['http://localhost:8080/#contact']);
  });

  it('a password reset spends a pending change of address, so it cannot outlive the reset', async () => {
    const { user, headers } = await createUser(ctx);
    await changeEmail(headers, { email: 'pending@example.test', password: DEFAULT_PASSWORD });
    const pending = emailedLink(ctx, 'pending@example.test').token;

    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset/request',
      payload: { email: user.email },
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset/confirm',
      payload: { token: emailedLink(ctx, user.email).token, password: 'a fresh long passphrase' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await confirm(pending)).json()).toEqual(INVALID_LINK);
  });

  it('needs the current password', async () => {
    const { headers } = await createUser(ctx);
    const res = await changeEmail(headers, {
      email: 'x1@example.test',
      password: 'wrong password',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ password: 'Your current password is not correct.' });
  });

  it('refuses an address another account uses, now or when the link is followed', async () => {
    const { headers } = await createUser(ctx);
    const other = await createUser(ctx);
    const taken = await changeEmail(headers, {
      email: other.user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(taken.json().error.fields).toEqual({
      email: 'An account with this email already exists.',
    });

    expect(
      (await changeEmail(headers, { email: 'contested@example.test', password: DEFAULT_PASSWORD }))
        .statusCode,
    ).toBe(202);
    const { token } = emailedLink(ctx, 'contested@example.test');
    await createUser(ctx, { email: 'contested@example.test' });
    expect((await confirm(token)).json().error.fields).toEqual({
      token: 'An account with this email already exists.',
    });
  });

  it('validates the new address', async () => {
    const { headers } = await createUser(ctx);
    const res = await changeEmail(headers, { email: 'nope', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address.' });
  });
});
