import type { APIRequestContext, Browser, Cookie, Page } from '@playwright/test';
import { signOutFromMenu } from '../support/account-flows';
import {
  expect,
  registerMember,
  signInAs,
  startTheApp,
  test,
  type Member,
} from '../support/fixtures';

// A member's first screen arrives rendered (docs/adr/0020): the API renders the dashboard, the
// garage and the member's own car from the session the app keeps in a cookie for those addresses,
// so they show before any script has run, and the app takes them over in place without
// 'Verifying authentication...' in between, at the member's first sign of intent (docs/adr/0021).

const CAR = {
  identifierKind: 'chassis',
  identifier: 'BN7-1234',
  make: 'Austin-Healey',
  model: '100-Six',
  modelYear: 1957,
  odometerUnit: 'mi',
};
const TITLE = '1957 Austin-Healey 100-Six';

/** A member with one car (its id), signed in on `page`. */
async function memberWithCar(page: Page, request: APIRequestContext) {
  const member = await registerMember(request);
  const added = await request.post('/api/v1/vehicles', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: CAR,
  });
  expect(added.status(), await added.text()).toBe(201);
  await signInAs(page, member);
  return { member, carId: ((await added.json()) as { data: { id: string } }).data.id };
}

/**
 * Opens `path` with the app, as a member does once; answers the page session cookie the app then
 * keeps for that address (/vehicles/<id> rides on the garage's).
 */
async function openWithTheApp(page: Page, path: string, member: Member): Promise<Cookie> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const scope = path.startsWith('/vehicles') ? '/vehicles' : path;
  const cookie = (await page.context().cookies()).find(
    (one) => one.name === 'vg_page_session' && one.path === scope,
  );
  expect(cookie).toMatchObject({ value: member.token, sameSite: 'Lax' });
  return cookie!;
}

/** `path` in a browser that runs no script, carrying `cookie`: what the server alone sends. */
async function withoutScript(browser: Browser, cookie: Cookie, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(path);
  return { page, context };
}

test('the dashboard arrives rendered for its member, and the app takes it over in place', async ({
  page,
  browser,
  request,
}) => {
  const { member } = await memberWithCar(page, request);
  const cookie = await openWithTheApp(page, '/dashboard', member);

  // Without any script, the garage is there: heading, greeting, the car and its link.
  const plain = await withoutScript(browser, cookie, '/dashboard');
  await expect(plain.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(plain.page.getByText(`Welcome, ${member.username}`)).toBeVisible();
  await expect(
    plain.page.getByRole('list', { name: 'Your vehicles' }).getByRole('link', { name: TITLE }),
  ).toHaveAttribute('href', /^\/vehicles\/[0-9a-f-]{36}$/);
  await expect(
    plain.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Vehicles' }),
  ).toBeVisible();
  // On a phone, the bottom navigation is there before the app, Home marked as where the member is.
  const tabs = plain.page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(tabs).toBeHidden();
  await plain.page.setViewportSize({ width: 390, height: 844 });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Vehicles' })).toBeVisible();
  await plain.context.close();

  // With the app: never a spinner in between, and the garage's own screen in the end.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { vgSeen: string[] }).vgSeen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Verifying authentication...'))
        seen.push('verifying');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The page is read without the app: its code is not even asked for until the member moves.
  const appCode: string[] = [];
  page.on('request', (asked) => {
    if (/\/main\.[0-9a-f]+\.js$/.test(asked.url())) appCode.push(asked.url());
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-vg-ssr]')).toHaveCount(1);
  expect(appCode).toEqual([]);
  await startTheApp(page);
  expect(appCode).toHaveLength(1);
  await expect(page.locator('[data-vg-ssr]')).toHaveCount(0);
  await expect(
    page.locator('[data-remote-page="dashboard-page"]').getByRole('link', { name: TITLE }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vgSeen: string[] }).vgSeen)).toEqual([]);

  // Signing out takes the cookie with it: the address answers the app's plain shell again.
  await signOutFromMenu(page, member.username);
  expect((await page.context().cookies()).some((one) => one.name === 'vg_page_session')).toBe(
    false,
  );
  const after = await page.request.get('/dashboard', {
    headers: { cookie: `vg_page_session=${member.token}` },
  });
  expect(await after.text()).not.toContain(TITLE);
});

test('the garage arrives rendered too, and a search typed before the app starts is kept', async ({
  page,
  browser,
  request,
}) => {
  const { member } = await memberWithCar(page, request);
  const cookie = await openWithTheApp(page, '/vehicles', member);

  const plain = await withoutScript(browser, cookie, '/vehicles');
  await expect(plain.page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(plain.page.getByRole('search', { name: 'Filter vehicles' })).toBeVisible();
  await expect(
    plain.page.getByRole('list', { name: 'Vehicles' }).getByRole('link', { name: TITLE }),
  ).toBeVisible();
  await plain.context.close();

  // The garage's screen takes over the server's copy once it has its cars (held back here for a
  // moment, as on a slow line, in a browser that keeps no garage from a visit before); what was
  // typed meanwhile goes with it.
  const fresh = await browser.newContext();
  await fresh.addCookies([cookie]);
  const slow = await fresh.newPage();
  await signInAs(slow, member);
  await slow.route(/\/api\/v1\/vehicles(\?|$)/, async (route) => {
    await new Promise((done) => setTimeout(done, 2000));
    await route.continue();
  });
  await slow.goto('/vehicles');
  const serverCopy = slow.locator('[data-vg-ssr]');
  await serverCopy.getByLabel('Search').fill('Healey');
  await expect(serverCopy).toHaveCount(0);
  await expect(slow.locator('[data-remote-page="vehicles-page"]').getByLabel('Search')).toHaveValue(
    'Healey',
  );
  await expect(
    slow.getByRole('list', { name: 'Vehicles' }).getByRole('link', { name: TITLE }),
  ).toBeVisible();
  await fresh.close();

  // The add form's address is the app's alone.
  await page.goto('/vehicles?add=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeVisible();
});

test("a member's car page arrives rendered for its owner only, and the app takes it over", async ({
  page,
  browser,
  request,
}) => {
  const { member, carId } = await memberWithCar(page, request);
  const cookie = await openWithTheApp(page, `/vehicles/${carId}`, member);

  const plain = await withoutScript(browser, cookie, `/vehicles/${carId}`);
  await expect(plain.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(plain.page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(plain.page.getByRole('heading', { level: 2, name: 'Particulars' })).toBeVisible();
  await expect(plain.page.getByText('BN7-1234')).toBeVisible();
  // On a phone: the bottom navigation with Vehicles marked, and the logbook's tabs in the page's
  // flow (they scroll with it; the bottom navigation stays).
  await plain.page.setViewportSize({ width: 390, height: 844 });
  const tabs = plain.page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(tabs.getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const logbook = plain.page.getByRole('tablist');
  const before = (await logbook.boundingBox())!.y;
  await plain.page.mouse.wheel(0, 300);
  await expect.poll(async () => (await logbook.boundingBox())!.y).toBeLessThan(before - 100);
  await expect(tabs).toBeInViewport();
  await plain.page.setViewportSize({ width: 1280, height: 800 });
  // Another member's session renders nothing of this car.
  const other = await registerMember(request);
  await plain.context.addCookies([{ ...cookie, value: other.token }]);
  await plain.page.goto(`/vehicles/${carId}`);
  await expect(plain.page.locator('#root')).toBeEmpty();
  expect(await plain.page.content()).not.toContain('BN7-1234');
  await plain.context.close();

  await page.goto(`/vehicles/${carId}`);
  await startTheApp(page);
  await expect(page.locator('[data-vg-ssr]')).toHaveCount(0);
  await expect(
    page
      .locator('[data-remote-page="vehicle-detail-page"]')
      .getByRole('heading', { level: 1, name: TITLE }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await expect(page).toHaveURL(/\?tab=maintenance$/);
});
