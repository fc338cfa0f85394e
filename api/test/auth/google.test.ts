import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevOidc, type RunningDevOidc } from '../../src/dev-oidc/provider.js';
import { fragmentOf, signInWithGoogle } from '../helpers/google-flow.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

const PUBLIC_ORIGIN = 'http://localhost:8080';
const REDIRECT_URI = `${PUBLIC_ORIGIN}/api/v1/auth/google/callback`;
const CLIENT = { clientId: 'test-client', clientSecret: 'test-client-secret-0123456789' };

let provider: RunningDevOidc;
let ctx: TestContext;

beforeAll(async () => {
  provider = await startDevOidc({ port: 0, ...CLIENT, redirectUris: [REDIRECT_URI] });
  ctx = await createTestApp({
    env: {
      PUBLIC_ORIGIN,
      OIDC_ISSUER: provider.url,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });

describe('Sign in with Google (development provider, code + PKCE)', () => {
  it('starts with a redirect carrying PKCE, state and nonce, and sets the state cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
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

  it('links a Google sign-in to the existing account with the same email', async () => {
    const existing = await createUser(ctx, { email: 'grace@example.test', verified: false });
    const { token, needsConsent } = fragmentOf(
      await signInWithGoogle(ctx, { email: 'grace@example.test' }),
    );
    expect(needsConsent).toBe('false');
    expect((await me(token)).json().data).toMatchObject({
      id: existing.user.id,
      emailVerified: true,
    });
  });

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
      const res = await offline.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${PUBLIC_ORIGIN}/sign-in?error=google_unavailable`);
    } finally {
      await offline.close();
    }
  });

  it('refuses a callback without the state cookie of the browser that started the flow', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
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
