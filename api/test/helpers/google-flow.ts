import { randomBytes } from 'node:crypto';
import { startDevOidc, type RunningDevOidc } from '../../src/dev-oidc/provider.js';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app.js';

/** A tiny cookie jar: the flow crosses two origins, and fetch keeps no cookies by itself. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function follow(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

const locationOf = (response: Response, base: string) =>
  new URL(response.headers.get('location') ?? '', base).href;

/** A value the app keeps before leaving for the provider (docs/security.md, T40). */
export const newLoginValue = () => randomBytes(18).toString('base64url');

/** The `name=value` pairs of an inject answer's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(setCookie: string | string[] | undefined): string {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return headers.map((header) => header.split(';')[0]).join('; ');
}

/**
 * Drives "Sign in with Google" against the development provider: the API's start redirect (with the
 * value the app keeps, `login`), the provider's sign-in form, its redirect back with a code, and the
 * API callback (with the Cookie header `cookies` makes of the flow's cookies). Answers the callback's
 * redirect target.
 */
export async function signInWithGoogle(
  ctx: TestContext,
  account: { email: string; name?: string },
  options: GoogleFlowOptions = {},
): Promise<URL> {
  const answer = await googleCallbackAnswer(ctx, account, options);
  return new URL(String(answer.headers.location));
}

export interface GoogleFlowOptions {
  /** The value the app keeps; ignored when `viaPage`. */
  login?: string;
  /** Started from the rendered sign-in page (`?via=page`): the API makes the value itself. */
  viaPage?: boolean;
  cookies?: (flowCookies: string) => string;
  /** Where the member asks to go once signed in (`&next=`). */
  next?: string;
}

/** signInWithGoogle's callback answer itself, its cookies included. */
export async function googleCallbackAnswer(
  ctx: TestContext,
  account: { email: string; name?: string },
  {
    login = newLoginValue(),
    viaPage = false,
    cookies = (flow) => flow,
    next,
  }: GoogleFlowOptions = {},
) {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/auth/google?${viaPage ? 'via=page' : `login=${login}`}${next === undefined ? '' : `&next=${encodeURIComponent(next)}`}`,
  });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const flowCookies = cookiesOf(start.headers['set-cookie']);

  const jar = new CookieJar();
  let response = await follow(jar, String(start.headers.location));
  let url = locationOf(response, String(start.headers.location)); // -> /interaction/:uid
  response = await follow(jar, url);
  if (!(await response.text()).includes('Development sign-in')) throw new Error('no sign-in page');
  response = await follow(jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: account.email, name: account.name ?? '' }).toString(),
  });
  // The provider resumes the authorization and finally redirects to our callback with ?code&state.
  while (response.status >= 300 && response.status < 400) {
    url = locationOf(response, url);
    if (url.startsWith(ctx.config.oidc.redirectUri)) break;
    response = await follow(jar, url);
  }
  const callback = new URL(url);
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/auth/google/callback${callback.search}`,
    headers: { cookie: cookies(flowCookies) },
  });
  if (answer.statusCode !== 302)
    throw new Error(`callback answered ${answer.statusCode}: ${answer.body}`);
  return answer;
}

/** The token, consent flag and login value from `/#token=...&needsConsent=...&login=...`. */
export function fragmentOf(target: URL): { token: string; needsConsent: string; login: string } {
  const fragment = new URLSearchParams(target.hash.slice(1));
  return {
    token: fragment.get('token') ?? '',
    needsConsent: fragment.get('needsConsent') ?? '',
    login: fragment.get('login') ?? '',
  };
}

/** The site's origin in the Google tests: the provider sends the browser back to it. */
export const GOOGLE_TEST_ORIGIN = 'http://localhost:8080';
const GOOGLE_TEST_CLIENT = {
  clientId: 'test-client',
  clientSecret: 'test-client-secret-0123456789',
};

export interface GoogleTestApp {
  ctx: TestContext;
  provider: RunningDevOidc;
  close(): Promise<void>;
}

/** A test app that signs in with Google through a development provider of its own, on loopback. */
export async function createGoogleTestApp(options: TestAppOptions = {}): Promise<GoogleTestApp> {
  const provider = await startDevOidc({
    port: 0,
    ...GOOGLE_TEST_CLIENT,
    redirectUris: [`${GOOGLE_TEST_ORIGIN}/api/v1/auth/google/callback`],
  });
  const ctx = await createTestApp({
    ...options,
    env: {
      PUBLIC_ORIGIN: GOOGLE_TEST_ORIGIN,
      OIDC_ISSUER: provider.url,
      OIDC_CLIENT_ID: GOOGLE_TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: GOOGLE_TEST_CLIENT.clientSecret,
      ...options.env,
    },
  });
  return {
    ctx,
    provider,
    close: async () => {
      await ctx.close();
      await provider.close();
    },
  };
}
