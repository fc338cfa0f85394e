import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { emailedLink } from './account-flows';
import { ADMIN_EMAIL, CONTROL_PORT, PASSWORD, type Remote } from './constants';

export const TOKEN_KEY = 'vg_auth_jwt';

export interface Member {
  email: string;
  username: string;
  password: string;
  token: string;
}

let counter = 0;
function uniqueName(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * Registers a member through the real API and, unless `verified: false`, confirms the address with the
 * emailed link, as a new member does before anything they write can be public.
 */
export async function registerMember(
  request: APIRequestContext,
  {
    email,
    username,
    verified = true,
  }: { email?: string; username?: string; verified?: boolean } = {},
): Promise<Member> {
  const name = username ?? uniqueName('driver');
  const address = email ?? `${name}@e2e.vintage-garage.test`;
  const response = await request.post('/api/v1/auth/register', {
    data: { email: address, username: name, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { token: string } };
  if (verified) {
    const link = new URL(await emailedLink(request, address, '/email/confirm'), 'http://link');
    const confirmed = await request.post('/api/v1/auth/email/confirm', {
      data: { token: link.searchParams.get('token') },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return { email: address, username: name, password: PASSWORD, token: body.data.token };
}

/** The administrator named in ADMIN_EMAILS, registered once or signed in again. */
export async function adminMember(request: APIRequestContext): Promise<Member> {
  const login = await request.post('/api/v1/auth/login', {
    data: { identifier: ADMIN_EMAIL, password: PASSWORD },
  });
  if (login.ok()) {
    const body = (await login.json()) as { data: { token: string; user: { username: string } } };
    return {
      email: ADMIN_EMAIL,
      username: body.data.user.username,
      password: PASSWORD,
      token: body.data.token,
    };
  }
  return registerMember(request, { email: ADMIN_EMAIL, username: 'registrar' });
}

/** An administrator suspends the member named `username`, with the message they will see. */
export async function suspendMember(request: APIRequestContext, username: string, message: string) {
  const headers = { Authorization: `Bearer ${(await adminMember(request)).token}` };
  const found = await request.get(`/api/v1/admin/users?query=${username}`, { headers });
  const { data } = (await found.json()) as { data: Array<{ id: string; username: string }> };
  const member = data.find((user) => user.username === username);
  expect(member, `${username} is listed for the admin`).toBeDefined();
  const suspended = await request.post(`/api/v1/admin/users/${member!.id}/suspend`, {
    headers,
    data: { message },
  });
  expect(suspended.ok(), await suspended.text()).toBe(true);
}

/** Puts the member's token where the app keeps it, before any page script runs. */
export async function signInAs(page: Page, member: Member) {
  await page.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [
    TOKEN_KEY,
    member.token,
  ] as const);
}

async function control(remote: Remote, action: 'stop' | 'start') {
  const response = await fetch(`http://127.0.0.1:${CONTROL_PORT}/remotes/${remote}/${action}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`Could not ${action} ${remote}: ${response.status}`);
}

export const stopRemote = (remote: Remote) => control(remote, 'stop');
export const startRemote = (remote: Remote) => control(remote, 'start');

/**
 * A visitor on a page that arrived rendered (a public page, the host's own pages) or a member on
 * their own rendered page moves the pointer over it, which starts the app (docs/adr/0013, 0021);
 * resolves once the app has rendered the page.
 */
export async function startTheApp(page: Page) {
  await page.mouse.move(200, 200);
  await expect(page.locator('html[data-app-started]')).toBeAttached();
}

/** Zero serious or critical accessibility findings on the current screen. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The toast showing `text`. Radix also repeats a toast's text in a live region
 * for screen readers; this is the visible toast in the notifications region
 * (which an open modal dialog marks aria-hidden, hence includeHidden).
 */
export function toastWith(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });
}

export const test = base;
export { expect };
