import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevOidc } from '../../src/dev-oidc/provider.js';
import { findOrCreateGoogleUser } from '../../src/features/auth/google-account.js';
import {
  cookiesOf,
  createGoogleTestApp,
  GOOGLE_TEST_ORIGIN,
  type GoogleTestApp,
  fragmentOf,
  googleCallbackAnswer,
  newLoginValue,
  signInWithGoogle,
} from '../helpers/google-flow.js';
import { preWarCar } from '../garage/garage-fixtures.js';
import { emailedLink, lastEmailTo } from '../helpers/mail.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

const PUBLIC_ORIGIN = GOOGLE_TEST_ORIGIN;
const REDIRECT_URI = `${PUBLIC_ORIGIN}/api/v1/auth/google/callback`;
const ADMIN_EMAILS = [
  'google-chief@example.test',
  'squatted-chief@example.test',
  'unvouched-chief@example.test',
];

let google: GoogleTestApp;
let provider: RunningDevOidc;
let ctx: TestContext;

beforeAll(async () => {
  google = await createGoogleTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAILS.join(',') } });
  ({ ctx, provider } = google);
});
afterAll(() => google.close());

const login = (identifier: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier, password } });

const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });

describe('Sign in with Google (development provider, code + PKCE)', () => {
  it('starts with a redirect carrying PKCE, state and nonce, and sets the state cookie', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/google?login=${newLoginValue()}`,
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(provider.url);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(String(res.headers['set-cookie'])).toContain(
      `vg_oidc_state=${location.searchParams.get('state')}`,
    );
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly');
  });

  it('creates a new account that needs consent, then signs the same person in again without it', async () => {
    const first = await signInWithGoogle(ctx, {
      email: 'Ada.Lovelace@example.test',
      name: 'Ada Lovelace',
    });
    expect(first.origin + first.pathname).toBe(`${PUBLIC_ORIGIN}/`);
    const { token, needsConsent } = fragmentOf(first);
    expect(needsConsent).toBe('true');

    const user = (await me(token)).json().data;
    expect(user).toMatchObject({
      email: 'ada.lovelace@example.test',
      username: 'ada.lovelace',
      displayName: 'Ada Lovelace',
      needsConsent: true,
      emailVerified: true,
    });

    const consent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/consent',
      headers: { authorization: `Bearer ${token}` },
      payload: { username: 'ada', acceptedTerms: true, acceptedPrivacy: true },
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.json().data).toMatchObject({ username: 'ada', needsConsent: false });

    const again = fragmentOf(await signInWithGoogle(ctx, { email: 'ada.lovelace@example.test' }));
    expect(again.needsConsent).toBe('false');
    expect((await me(again.token)).json().data).toMatchObject({ id: user.id, username: 'ada' });
  });

  it('links a Google sign-in to the verified account with the same email, password and sessions kept', async () => {
    const existing = await createUser(ctx, { email: 'grace@example.test' });
    const { token, needsConsent } = fragmentOf(
      await signInWithGoogle(ctx, { email: 'grace@example.test' }),
    );
    expect(needsConsent).toBe('false');
    expect((await me(token)).json().data).toMatchObject({
      id: existing.user.id,
      emailVerified: true,
    });
    expect((await me(existing.token)).statusCode).toBe(200);
    expect((await login('grace@example.test', existing.password)).statusCode).toBe(200);
    // No takeover notice: only the new-sign-in notice of the device Google was used on.
    expect(
      ctx.outbox.filter((email) => email.to === 'grace@example.test').map((email) => email.subject),
    ).toEqual(['New sign-in to your Vintage Garage account']);
  });
});

describe('Sign in with Google and ADMIN_EMAILS', () => {
  it('makes a new account admin when Google vouches for an ADMIN_EMAILS address', async () => {
    const { token } = fragmentOf(
      await signInWithGoogle(ctx, { email: 'google-chief@example.test' }),
    );
    expect((await me(token)).json().data).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('keeps an ADMIN_EMAILS address Google does not vouch for a member', async () => {
    const user = await findOrCreateGoogleUser(ctx.app, {
      subject: 'unvouched-subject',
      email: 'unvouched-chief@example.test',
      emailVerified: false,
      name: null,
    });
    expect(user).toMatchObject({ role: 'user', email_verified_at: null });
  });

  it('makes admin the never-confirmed registration of an ADMIN_EMAILS address once Google proves it', async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'squatted-chief@example.test',
        username: 'squatted_chief',
        password: 'whoever typed this address',
      },
    });
    expect(registered.json().data.user.role).toBe('user');
    const { token } = fragmentOf(
      await signInWithGoogle(ctx, { email: 'squatted-chief@example.test' }),
    );
    expect((await me(token)).json().data).toMatchObject({
      id: registered.json().data.user.id,
      role: 'admin',
    });
  });
});

describe("an account registered with somebody else's address (pre-hijacking)", () => {
  const register = async (email: string, password: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, username: `squatter${Date.now().toString(36)}`, password },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { token: string; user: { id: string } };
  };
  const confirmLink = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/email/confirm', payload: { token } });
  const ATTACKER_PASSWORD = 'the squatter knows this one';

  it('is taken over by the Google sign-in that proves the address: the first registrant loses every way in', async () => {
    // Someone registers the victim's address with a password of their choosing and never verifies it.
    const squatter = await register('victim@example.test', ATTACKER_PASSWORD);
    expect((await me(squatter.token)).json().data.emailVerified).toBe(false);

    // Later the real owner of the address signs in with Google and lands in that account.
    const owner = fragmentOf(await signInWithGoogle(ctx, { email: 'victim@example.test' }));
    const account = (await me(owner.token)).json().data;
    expect(account).toMatchObject({
      id: squatter.user.id,
      email: 'victim@example.test',
      emailVerified: true,
      needsConsent: true,
    });
    // They accept the terms themselves, then keep a car there.
    expect(owner.needsConsent).toBe('true');
    const car = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/vehicles',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { ...preWarCar, make: 'Lancia', model: 'Fulvia', modelYear: 1968 },
    });
    expect(car.statusCode).toBe(201);

    // The first registrant: the session they had is gone, the password they chose no longer works.
    const stale = await me(squatter.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toBe('Invalid or expired token');
    const attempt = await login('victim@example.test', ATTACKER_PASSWORD);
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json().error.message).toBe('Incorrect email, username or password.');

    // The owner is told, and can set a password of their own from the email.
    const notice = lastEmailTo(ctx, 'victim@example.test');
    expect(notice.subject).toBe('Your account now signs in with Google');
    const { token: resetToken, url } = emailedLink(ctx, 'victim@example.test');
    expect(url.pathname).toBe('/reset');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset/confirm',
      payload: { token: resetToken, password: 'the real owner chose this' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login('victim@example.test', 'the real owner chose this')).statusCode).toBe(200);
  });

  it('spends a change of address the first registrant started, so it cannot move the account away afterwards', async () => {
    const squatter = await register('second-victim@example.test', ATTACKER_PASSWORD);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/email',
      headers: { authorization: `Bearer ${squatter.token}` },
      payload: { email: 'squatter-mailbox@example.test', password: ATTACKER_PASSWORD },
    });
    expect(change.statusCode).toBe(202);
    const pending = emailedLink(ctx, 'squatter-mailbox@example.test').token;

    const owner = fragmentOf(await signInWithGoogle(ctx, { email: 'second-victim@example.test' }));
    const moved = await confirmLink(pending);
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error.fields).toEqual({ token: 'This link is invalid or has expired.' });
    expect((await me(owner.token)).json().data).toMatchObject({
      id: squatter.user.id,
      email: 'second-victim@example.test',
    });
  });

  it('a pending new address does not make the account reachable by a Google sign-in with it', async () => {
    const member = await createUser(ctx, { email: 'keeper@example.test' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/email',
      headers: member.headers,
      payload: { email: 'not-yet-mine@example.test', password: member.password },
    });
    const pending = emailedLink(ctx, 'not-yet-mine@example.test').token;

    const stranger = fragmentOf(
      await signInWithGoogle(ctx, { email: 'not-yet-mine@example.test' }),
    );
    expect((await me(stranger.token)).json().data.id).not.toBe(member.user.id);
    expect((await me(member.token)).json().data.email).toBe('keeper@example.test');
    // The address now has its own account, so the old link can no longer move the member onto it.
    expect((await confirmLink(pending)).json().error.fields).toEqual({
      token: 'An account with this email already exists.',
    });
  });
});

describe('Sign in with Google: refusals', () => {
  it('sends a suspended account back with the suspension message instead of a token', async () => {
    await createUser(ctx, { email: 'banned@example.test', suspended: 'Spam is not welcome.' });
    const target = await signInWithGoogle(ctx, { email: 'banned@example.test' });
    expect(target.hash).toBe('');
    expect(target.searchParams.get('error')).toBe('account_suspended');
    expect(target.searchParams.get('message')).toBe('Spam is not welcome.');
  });

  it('sends the browser back to sign-in when the provider is unreachable', async () => {
    const offline = await createTestApp({
      env: { PUBLIC_ORIGIN, OIDC_ISSUER: 'http://127.0.0.1:9' },
    });
    try {
      const res = await offline.app.inject({
        method: 'GET',
        url: `/api/v1/auth/google?login=${newLoginValue()}`,
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${PUBLIC_ORIGIN}/sign-in?error=google_unavailable`);
    } finally {
      await offline.close();
    }
  });

  it('refuses a callback without the state cookie of the browser that started the flow', async () => {
    const start = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/google?login=${newLoginValue()}`,
    });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/google/callback?code=stolen&state=${state}`,
    });
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('error')).toBe('google_failed');
  });
});

// docs/security.md, T40: the app accepts a `#token=` only with the value it kept before leaving.
describe('Sign in with Google: the value the app kept travels to the return address', () => {
  it('carries the login value from the start to the callback redirect, beside the token', async () => {
    const login = newLoginValue();
    const target = await signInWithGoogle(ctx, { email: 'kept-value@example.test' }, { login });
    const fragment = fragmentOf(target);
    expect(fragment.token).not.toBe('');
    expect(fragment.login).toBe(login);
  });

  it('keeps the value in an HttpOnly cookie of the flow, not in the provider address', async () => {
    const login = newLoginValue();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/auth/google?login=${login}` });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).not.toContain(login);
    expect(cookiesOf(res.headers['set-cookie'])).toContain(`vg_oidc_login=${login}`);
  });

  it('refuses to start without a well-formed login value, naming the field', async () => {
    for (const query of ['', '?login=', '?login=short', `?login=${'x'.repeat(20)}%3Cscript%3E`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/auth/google${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toEqual(['login']);
    }
  });

  it('started from the rendered sign-in page, keeps its own value and hands it to this site in a cookie', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/google?via=page' });
    expect(start.statusCode).toBe(302);
    const flow = cookiesOf(start.headers['set-cookie']);
    expect(flow).toMatch(/vg_oidc_login=[A-Za-z0-9_-]{16,}/);
    expect(flow).toContain('vg_oidc_via=page');

    const answer = await googleCallbackAnswer(
      ctx,
      { email: 'rendered-page@example.test' },
      { viaPage: true },
    );
    const target = new URL(String(answer.headers.location));
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('token')).toBeTruthy();
    expect(fragment.get('needsConsent')).toBe('true');
    expect(fragment.get('via')).toBe('form');
    const login = fragment.get('login');
    const siteCookie = [answer.headers['set-cookie']]
      .flat()
      .find((header) => header?.startsWith('vg_form_login='));
    expect(siteCookie).toContain(`vg_form_login=${login};`);
    expect(siteCookie).toContain('Path=/;');
    expect(siteCookie).not.toContain('HttpOnly');
    // Each cookie once: the flow's are cleared, and the page's set, in one answer.
    const names = [answer.headers['set-cookie']].flat().map((header) => header?.split('=')[0]);
    expect(names).toEqual([...new Set(names)]);
  });

  it('leaves no cookie for the page when the app started the flow', async () => {
    const answer = await googleCallbackAnswer(ctx, { email: 'app-started@example.test' });
    expect(cookiesOf(answer.headers['set-cookie'])).not.toMatch(/vg_form_login=[^;\s]/);
    expect(new URL(String(answer.headers.location)).hash).not.toContain('via=form');
  });

  it('refuses a start that is neither from the app nor from the page, naming the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/google?via=mail' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['via']);
  });

  it('sends a callback whose flow lost its login value back to sign-in, without a token', async () => {
    const target = await signInWithGoogle(
      ctx,
      { email: 'lost-value@example.test' },
      {
        cookies: (flowCookies) =>
          flowCookies
            .split('; ')
            .filter((pair) => !pair.startsWith('vg_oidc_login='))
            .join('; '),
      },
    );
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('error')).toBe('google_failed');
    expect(target.hash).toBe('');
  });
});
