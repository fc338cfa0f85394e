import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';

// The sign-in and registration forms posted before the app starts (docs/product.md#accounts,
// docs/security.md T40): a redirect that signs in as the app does, or the page again with the
// message and what was typed except the password; never from another site's page.

let ctx: TestContext;
let origin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  origin = ctx.app.config.publicOrigin;
});
afterAll(() => ctx.close());

const post = (
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin, 'sec-fetch-site': 'same-origin' },
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const signIn = (fields: Record<string, string>, headers?: Record<string, string>) =>
  post('/api/v1/auth/login/form', fields, headers);

/** The fragment's token and login value, and the cookie's value. */
function handOver(res: Awaited<ReturnType<typeof signIn>>) {
  const location = String(res.headers.location);
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  const cookie = String(res.headers['set-cookie'] ?? '');
  return {
    path: location.split('#')[0],
    token: fragment.get('token') ?? '',
    login: fragment.get('login'),
    cookieLogin: /vg_form_login=([^;]+)/.exec(cookie)?.[1],
    cookie,
  };
}

const whoIs = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data?.id;

describe('POST /auth/login/form, per caller', () => {
  const callers: [string, () => Promise<TestUser | null>][] = [
    ['a visitor', async () => null],
    ['a member', () => createUser(ctx)],
    ['an owner of cars', () => createUser(ctx)],
    ['an admin', () => createAdmin(ctx)],
  ];
  for (const [who, caller] of callers) {
    it(`signs ${who} in as the account of the form, with a 303 to the app and the login value in a cookie`, async () => {
      const already = await caller();
      const { user } = await createUser(ctx);
      const res = await signIn(
        { identifier: user.email, password: DEFAULT_PASSWORD, next: '/vehicles' },
        { origin, 'sec-fetch-site': 'same-origin', ...(already?.headers ?? {}) },
      );
      expect(res.statusCode).toBe(303);
      const answer = handOver(res);
      expect(answer.path).toBe('/vehicles');
      expect(await whoIs(answer.token)).toBe(user.id);
      expect(answer.login).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
      expect(answer.cookieLogin).toBe(answer.login);
      expect(answer.cookie).toMatch(/SameSite=Lax/);
      expect(answer.cookie).toMatch(/Path=\//);
      // The page it goes on to arrives rendered for this member (docs/adr/0020): the same session
      // in the page session cookies, for the addresses the API renders.
      const pageCookies = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .filter((one) => one.startsWith('vg_page_session='));
      expect(pageCookies.map((one) => /Path=([^;]+)/.exec(one)?.[1])).toEqual([
        '/dashboard',
        '/vehicles',
      ]);
      for (const one of pageCookies) expect(one).toContain(`vg_page_session=${answer.token};`);
      const page = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/pages/vehicles',
        headers: { cookie: `vg_page_session=${answer.token}` },
      });
      expect(page.body).toContain(`data-vg-member="${user.id}"`);
    });
  }
});

describe('POST /auth/login/form, refusals', () => {
  it("shows the spec's message on a wrong password, keeping the identifier and never the password", async () => {
    const { user } = await createUser(ctx);
    const res = await signIn({ identifier: user.email, password: 'not-the-password-at-all' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Incorrect email, username or password.');
    expect(res.body).toContain(`value="${user.email}"`);
    expect(res.body).not.toContain('not-the-password-at-all');
    expect(res.body).toContain('data-vg-ssr="account/sign-in-page"');
    expect(res.headers['set-cookie']).toBeUndefined();
    // Posted again from this page, the form must still carry this site's Origin.
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('names each empty field with the form’s own words (422)', async () => {
    const res = await signIn({ identifier: ' ', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Please enter your email or username.');
    expect(res.body).toContain('Please enter your password.');
  });

  it('refuses a form posted from another site (login CSRF), whatever the credentials', async () => {
    const { user } = await createUser(ctx);
    const fields = { identifier: user.email, password: DEFAULT_PASSWORD };
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin },
      {},
    ];
    for (const headers of attempts) {
      const res = await signIn(fields, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Please sign in from a Vintage Garage page.');
    }
  });

  it('sends a member only to a path of this site', async () => {
    const { user } = await createUser(ctx);
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await signIn({ identifier: user.email, password: DEFAULT_PASSWORD, next });
      expect(handOver(res).path).toBe('/dashboard');
    }
  });

  it('keeps a suspended account out with its message', async () => {
    const { user } = await createUser(ctx, { suspended: 'Suspended for spam.' });
    const res = await signIn({ identifier: user.username, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Suspended for spam.');
  });

  it('answers a field too long with 400 naming it, never 500', async () => {
    const res = await signIn({ identifier: 'x'.repeat(300), password: 'y' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('identifier');
  });
});

describe('POST /auth/register/form', () => {
  const register = (fields: Record<string, string>, headers?: Record<string, string>) =>
    post('/api/v1/auth/register/form', fields, headers);

  it('creates the account and signs it in, on to the page that asks to confirm the address', async () => {
    const email = `form-${Date.now()}@example.test`;
    const res = await register({
      email,
      username: `form${Date.now()}`,
      password: 'a long enough passphrase',
      acceptedPolicies: 'on',
    });
    expect(res.statusCode).toBe(303);
    const answer = handOver(res);
    expect(answer.path).toBe('/verify-email');
    expect(answer.cookieLogin).toBe(answer.login);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(me.json().data.email).toBe(email);
  });

  it('asks for the policies and keeps what was typed except the password', async () => {
    const res = await register({
      email: 'typed@example.test',
      username: 'typedname',
      password: 'secret-passphrase-typed',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(
      'Please accept the Terms of Service and the Privacy Policy to create an account.',
    );
    expect(res.body).toContain('value="typed@example.test"');
    expect(res.body).toContain('value="typedname"');
    expect(res.body).not.toContain('secret-passphrase-typed');
  });

  it("shows the API's message for an address already held, under its field", async () => {
    const { user } = await createUser(ctx);
    const res = await register({
      email: user.email,
      username: `other${Date.now()}`,
      password: 'a long enough passphrase',
      acceptedPolicies: 'on',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('register-email-error');
  });

  it('refuses a form posted from another site', async () => {
    const res = await register(
      {
        email: 'x@example.test',
        username: 'xname',
        password: 'a long passphrase',
        acceptedPolicies: 'on',
      },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /pages/sign-in and /pages/register', () => {
  it('render the forms for anyone, posting to the form routes, kept by no cache', async () => {
    const { headers } = await createUser(ctx);
    for (const auth of [{}, headers]) {
      const signInPage = await ctx.app.inject({
        url: '/api/v1/pages/sign-in?next=/vehicles',
        headers: auth,
      });
      expect(signInPage.statusCode).toBe(200);
      expect(signInPage.body).toContain('action="/api/v1/auth/login/form"');
      expect(signInPage.body).toContain('name="next" value="/vehicles"');
      expect(signInPage.headers['cache-control']).toContain('no-store');
      // Google is offered before the app starts too, as a link that needs no script, and comes
      // back to the same page the form would.
      expect(signInPage.body).toMatch(
        /<a class="vg-auth-google" href="\/api\/v1\/auth\/google\?via=page&amp;next=%2Fvehicles"[\s\S]*?Sign in with Google<\/span><\/a/,
      );
      const registerPage = await ctx.app.inject({ url: '/api/v1/pages/register', headers: auth });
      expect(registerPage.statusCode).toBe(200);
      expect(registerPage.body).toContain('action="/api/v1/auth/register/form"');
    }
  });
});
