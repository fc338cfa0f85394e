import type { Page } from '@playwright/test';
import { adminMember, expect, signInAs, startRemote, stopRemote, test } from '../support/fixtures';
import type { Remote } from '../support/constants';

async function openFromTopBar(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name })
    .click();
}

async function openFromAccountMenu(page: Page, name: string) {
  await page
    .getByRole('button', { expanded: false })
    .filter({ hasText: /registrar|account/i })
    .click();
  await page.getByRole('menuitem', { name }).click();
}

/** How many queries the host's one QueryClient holds. */
function hostQueryCount(page: Page) {
  return page.evaluate(
    () =>
      (
        window as never as { __VG_QUERY_CLIENT__: { getQueryCache(): { getAll(): unknown[] } } }
      ).__VG_QUERY_CLIENT__
        .getQueryCache()
        .getAll().length,
  );
}

test('host and remotes share one React, router, query library and styled-components', async ({
  page,
  request,
}) => {
  await signInAs(page, await adminMember(request));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const queriesBefore = await hostQueryCount(page);
  await openFromTopBar(page, 'Community');
  await expect(page).toHaveURL('/community');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await openFromAccountMenu(page, 'Profile');
  await expect(page).toHaveURL('/profile');
  await openFromAccountMenu(page, 'Admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const identity = await page.evaluate(() => {
    const probes = (
      window as never as { __VG_SINGLETONS__: Record<string, Record<string, unknown>> }
    ).__VG_SINGLETONS__;
    const host = probes.host!;
    return Object.fromEntries(
      Object.entries(probes).map(([app, values]) => [
        app,
        Object.keys(host).every((key) => values[key] === host[key] && values[key] !== undefined),
      ]),
    );
  });
  expect(identity).toEqual({
    host: true,
    garage: true,
    community: true,
    account: true,
    admin: true,
  });

  // Queries the remotes ran live in the host's one QueryClient.
  const queriesAfter = await hostQueryCount(page);
  expect(queriesAfter).toBeGreaterThan(queriesBefore);
});

test('the admin remote is not requested before an admin screen opens', async ({
  page,
  request,
}) => {
  const adminRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('http://localhost:3004/')) adminRequests.push(r.url());
  });
  await page.goto('/');
  await page.goto('/showcase');
  await page.goto('/sign-in');
  await signInAs(page, await adminMember(request));
  for (const path of ['/dashboard', '/vehicles', '/community', '/profile', '/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(adminRequests).toEqual([]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(adminRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
});

const ISOLATION: Array<{ remote: Remote; path: string; section: string }> = [
  { remote: 'garage', path: '/vehicles', section: 'garage' },
  { remote: 'community', path: '/community', section: 'community' },
  { remote: 'account', path: '/notifications', section: 'account' },
  { remote: 'admin', path: '/admin', section: 'admin' },
];

for (const { remote, path, section } of ISOLATION) {
  test(`with the ${remote} remote down the rest works, and Retry recovers it`, async ({
    page,
    request,
  }) => {
    test.skip(Boolean(process.env.BASE_URL), 'stops remotes of the native stack this run started');
    await signInAs(page, await adminMember(request));
    await stopRemote(remote);
    try {
      await page.goto(path);
      const panel = page.getByRole('heading', { name: `The ${section} section is unavailable` });
      await expect(panel).toBeVisible();
      // Navigation, session and the other remotes keep working.
      await page.evaluate(() => ((window as never as { __noReload: boolean }).__noReload = true));
      await page.getByRole('link', { name: 'Help' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /help/i })).toBeVisible();
      await page.goBack();
      await expect(panel).toBeVisible();
    } finally {
      await startRemote(remote);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: /section is unavailable/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Recovered without a page reload.
    expect(
      await page.evaluate(() => (window as never as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  });
}

test('a remote slower than 10 s is shown as unavailable', async ({ page }) => {
  test.setTimeout(45_000);
  await page.route('http://localhost:3002/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await route.continue().catch(() => undefined);
  });
  // The registry: a page the server does not render, so the app shows its loading state.
  await page.goto('/registry');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'The community section is unavailable' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Help' }).first()).toBeVisible();
});
