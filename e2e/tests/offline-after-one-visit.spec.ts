import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { acceptConsent, signIn, signInWithGoogle, unique } from '../support/account-flows';
import { TOKEN_KEY, expect, registerMember, test } from '../support/fixtures';
import { waitUntilGarageSaved } from '../support/garage-saved';

// After one visit online the garage reads with no network (docs/adr/0015), however the member
// signed in: a new member's first visit loads the remotes' code before the service worker
// controls the page, and nothing here reloads the page online the way a test could and a person
// would not. One visit, then no signal and a single reload.

const CAR = {
  identifierKind: 'chassis',
  identifier: 'HBN7-L/4321',
  make: 'Triumph',
  model: 'TR3A',
  modelYear: 1959,
  odometerUnit: 'mi',
};
const TITLE = '1959 Triumph TR3A';

async function addCar(request: APIRequestContext, token: string) {
  const added = await request.post('/api/v1/vehicles', {
    headers: { Authorization: `Bearer ${token}` },
    data: CAR,
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** From the dashboard, a tap on Vehicles in the top bar: the member's car is listed. */
async function openTheGarage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Vehicles' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Vehicles' }).getByRole('link', { name: TITLE }),
  ).toBeVisible();
  // A person reads the list a moment before walking into the barn: by then the garage is saved
  // (at most once a second) and the worker has kept the code this visit loaded before it took over.
  await waitUntilGarageSaved(page, '/api/v1/vehicles', TITLE);
  await expect.poll(() => scriptsNotKept(page), { timeout: 20_000 }).toEqual([]);
}

/** The remotes' scripts this page loaded that no cache of the worker holds yet. */
function scriptsNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registry = (await (await fetch('/remotes.json')).json()) as Record<string, unknown>;
    const manifests = Object.values(registry).filter((value) => typeof value === 'string');
    const origins = new Set(manifests.map((address) => new URL(address).origin));
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((address) => origins.has(new URL(address).origin) && address.endsWith('.js'));
    const missing: string[] = [];
    for (const address of scripts) if (!(await caches.match(address))) missing.push(address);
    return missing;
  });
}

/** No signal, and the page is reloaded once: the garage as it was, with the quiet bar. */
async function readOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You're offline — showing your garage as of/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Vehicles' }).getByRole('link', { name: TITLE }),
  ).toBeVisible();
  await expect(page.getByText('The garage section is unavailable')).toHaveCount(0);
}

test('offline after one visit: a member who signed in with the form reads the garage', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request);
  await addCar(request, member.token);
  const context = await browser.newContext();
  const page = await context.newPage();

  await signIn(page, member.username, member.password);
  await openTheGarage(page);
  await readOffline(page, context);
  await context.close();
});

test('offline after one visit: a member who signed in with Google reads the garage', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = `barn${unique()}`;

  expect(await signInWithGoogle(page, `${username}@e2e.vintage-garage.test`, 'Rosa Keeper')).toBe(
    true,
  );
  await acceptConsent(page, username);
  // The car is added through the API with the session the app now holds (read, never written).
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  await addCar(request, token!);
  // Google's return lands on the member's dashboard.
  await expect(page).toHaveURL('/');
  await openTheGarage(page);
  await readOffline(page, context);
  await context.close();
});
