import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createGoogleTestApp,
  GOOGLE_TEST_ORIGIN,
  googleCallbackAnswer,
  newLoginValue,
  type GoogleTestApp,
} from '../helpers/google-flow.js';
import { destinationOf, nextVariants } from '../helpers/next-variants.js';
import type { TestContext } from '../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';

// Where a signed-in member is sent next (docs/security.md T47): whatever `next` holds, the sign-in
// form, the registration form and Google's return answer a redirect that a browser resolves to this
// site, or a 4xx; never another site holding the session, never a 5xx.

const PUBLIC_ORIGIN = GOOGLE_TEST_ORIGIN;
const VARIANTS = nextVariants();

let google: GoogleTestApp;
let ctx: TestContext;
let member: TestUser;

beforeAll(async () => {
  // Hundreds of sign-ins from one address must reach the rule, not a 429.
  google = await createGoogleTestApp({ env: { RATE_LIMIT_SCALE: '10000' } });
  ctx = google.ctx;
  member = await createUser(ctx);
}, 60_000);
afterAll(() => google.close());

const postForm = (url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PUBLIC_ORIGIN,
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
  });

/** What is wrong with an answer that may sign in, or null when it stays on this site. */
function wrongAnswer(res: LightMyRequestResponse, redirectStatus: number): string | null {
  if (res.statusCode >= 400 && res.statusCode < 500) return null;
  if (res.statusCode !== redirectStatus) return `answered ${res.statusCode}`;
  const location = String(res.headers.location ?? '');
  const destination = destinationOf(location, PUBLIC_ORIGIN);
  if (destination?.origin !== PUBLIC_ORIGIN) return `sent to ${JSON.stringify(location)}`;
  return null;
}

describe('the next address after signing in, whatever it holds', () => {
  it(`generates several hundred variants (${VARIANTS.length})`, () => {
    expect(VARIANTS.length).toBeGreaterThanOrEqual(300);
  });

  it('the sign-in form sends each to this site, with the session, or refuses it', async () => {
    const faults: string[] = [];
    for (const next of VARIANTS) {
      const res = await postForm('/api/v1/auth/login/form', {
        identifier: member.user.email,
        password: DEFAULT_PASSWORD,
        next,
      });
      const wrong = wrongAnswer(res, 303);
      if (wrong) faults.push(`${JSON.stringify(next)}: ${wrong}`);
    }
    expect(faults, `${faults.length} of ${VARIANTS.length} went wrong`).toEqual([]);
  }, 240_000);

  it('the rendered sign-in page keeps only a path of this site in its form and its Google link', async () => {
    const faults: string[] = [];
    for (const next of VARIANTS) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/pages/sign-in?next=${encodeURIComponent(next)}`,
      });
      if (res.statusCode >= 500) faults.push(`${JSON.stringify(next)}: answered ${res.statusCode}`);
      if (res.statusCode !== 200) continue;
      const kept = /name="next" value="([^"]*)"/.exec(res.body)?.[1];
      const google = /class="vg-auth-google" href="([^"]*)"/.exec(res.body)?.[1] ?? '';
      const googleNext = new URL(google.replaceAll('&amp;', '&'), PUBLIC_ORIGIN).searchParams.get(
        'next',
      );
      for (const path of [kept?.replaceAll('&amp;', '&'), googleNext ?? undefined])
        if (path !== undefined && destinationOf(path, PUBLIC_ORIGIN)?.origin !== PUBLIC_ORIGIN)
          faults.push(`${JSON.stringify(next)}: kept ${JSON.stringify(path)}`);
    }
    expect(faults).toEqual([]);
  }, 120_000);

  it('the registration form answers each with a redirect to this site or a 4xx', async () => {
    const faults: string[] = [];
    let n = 0;
    for (const next of VARIANTS) {
      n += 1;
      const res = await postForm('/api/v1/auth/register/form', {
        email: `next-${n}@example.test`,
        username: `next_${n}`,
        password: 'a long passphrase of words',
        acceptedPolicies: 'on',
        next,
      });
      const wrong = wrongAnswer(res, 303);
      if (wrong) faults.push(`${JSON.stringify(next)}: ${wrong}`);
    }
    expect(faults, `${faults.length} of ${VARIANTS.length} went wrong`).toEqual([]);
  }, 240_000);

  it("Google's start keeps only a path of this site for its return, and refuses nothing with a 5xx", async () => {
    const faults: string[] = [];
    const kept = new Map<string, string>();
    for (const next of VARIANTS) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/auth/google?login=${newLoginValue()}&next=${encodeURIComponent(next)}`,
      });
      if (res.statusCode >= 400 && res.statusCode < 500) continue;
      if (res.statusCode !== 302) {
        faults.push(`${JSON.stringify(next)}: answered ${res.statusCode}`);
        continue;
      }
      const toProvider = destinationOf(String(res.headers.location), PUBLIC_ORIGIN)?.origin;
      if (toProvider !== google.provider.url)
        faults.push(`${JSON.stringify(next)}: sent to ${toProvider}`);
      const cookie = /vg_oidc_next=([^;]*)/.exec(cookiesOf(res.headers['set-cookie']))?.[1] ?? '';
      if (cookie) kept.set(decodeURIComponent(cookie), next);
    }
    expect(faults).toEqual([]);
    for (const path of kept.keys())
      expect(destinationOf(path, PUBLIC_ORIGIN)?.origin, JSON.stringify(path)).toBe(PUBLIC_ORIGIN);
  }, 120_000);

  it("Google's return sends each kept path, and each refused one, to this site with the session", async () => {
    // One whole sign-in per distinct path the start keeps, and some it refuses.
    const starts = new Map<string, string>();
    for (const next of VARIANTS) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/auth/google?login=${newLoginValue()}&next=${encodeURIComponent(next)}`,
      });
      const cookie = /vg_oidc_next=([^;]*)/.exec(cookiesOf(res.headers['set-cookie']))?.[1] ?? '';
      if (!starts.has(cookie)) starts.set(cookie, next);
    }
    const faults: string[] = [];
    for (const next of starts.values()) {
      const answer = await googleCallbackAnswer(
        ctx,
        { email: 'next-google@example.test' },
        { next },
      );
      const wrong = wrongAnswer(answer, 302);
      if (wrong) faults.push(`${JSON.stringify(next)}: ${wrong}`);
    }
    expect(faults).toEqual([]);
  }, 240_000);

  it("Google's return goes to the path its start named, and home without one", async () => {
    const named = await googleCallbackAnswer(
      ctx,
      { email: 'next-named@example.test' },
      { next: '/vehicles/42?tab=records#ignored' },
    );
    expect(String(named.headers.location)).toMatch(
      new RegExp(`^${PUBLIC_ORIGIN}/vehicles/42\\?tab=records#token=`),
    );
    const none = await googleCallbackAnswer(ctx, { email: 'next-named@example.test' });
    expect(String(none.headers.location)).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/#token=`));
    const refused = await googleCallbackAnswer(
      ctx,
      { email: 'next-named@example.test' },
      { next: '/\t/evil.example/' },
    );
    expect(String(refused.headers.location)).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/#token=`));
  }, 60_000);
});

describe('the sign-in form with a next address', () => {
  it('goes to the path it names, dot segments resolved and the fragment left to the token', async () => {
    const res = await postForm('/api/v1/auth/login/form', {
      identifier: member.user.email,
      password: DEFAULT_PASSWORD,
      next: '/vehicles/../garage/42?tab=records#top',
    });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/garage\/42\?tab=records#token=/);
  });

  it('leads a visitor who registers from a page they were sent to back to it, by the confirm page', async () => {
    const next = '/hand-over/ABCD2345EFGH';
    const signIn = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/pages/sign-in?next=${encodeURIComponent(next)}`,
    });
    expect(signIn.body).toContain('href="/register?next=%2Fhand-over%2FABCD2345EFGH"');
    const register = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/pages/register?next=${encodeURIComponent(next)}`,
    });
    expect(register.body).toContain(`<input type="hidden" name="next" value="${next}" />`);
    const res = await postForm('/api/v1/auth/register/form', {
      email: 'new-keeper@example.test',
      username: 'new_keeper',
      password: 'a long passphrase of words',
      acceptedPolicies: 'on',
      next,
    });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(
      /^\/verify-email\?next=%2Fhand-over%2FABCD2345EFGH#token=/,
    );
  });

  it.each(['/\t/evil.example/', '/\n/evil.example/', '/.//evil.example/', 'https://evil.example/'])(
    'sends %j to the dashboard',
    async (next) => {
      const res = await postForm('/api/v1/auth/login/form', {
        identifier: member.user.email,
        password: DEFAULT_PASSWORD,
        next,
      });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers.location)).toMatch(/^\/dashboard#token=/);
    },
  );
});
