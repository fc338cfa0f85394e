import type { APIRequestContext, Page } from '@playwright/test';
import { darkColor, lightColor } from '@vg/contract/design-tokens';
import { signInToDashboard } from '../support/account-flows';
import {
  expect,
  expectAccessible,
  registerMember,
  startTheApp,
  test,
  type Member,
} from '../support/fixtures';

// Light, dark or the device's (docs/product.md#appearance): on a phone whose browser is dark, every
// screen and rendered page is dark from the first frame and passes axe; a member who chooses Light
// in their profile keeps it after a reload, with no dark frame first.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, colorScheme: 'dark' });

/** '#1b1815' as getComputedStyle writes it. */
const rgb = (hex: string) => {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};
const DARK_PAGE = rgb(darkColor.page);
const LIGHT_PAGE = rgb(lightColor.page);

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function expectDark(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bodyBackground(page)).toBe(DARK_PAGE);
  await expectAccessible(page);
}

async function publicCar(request: APIRequestContext, keeper: Member): Promise<string> {
  const response = await request.post('/api/v1/vehicles', {
    headers: { Authorization: `Bearer ${keeper.token}` },
    data: {
      identifierKind: 'chassis',
      identifier: `D ${Date.now().toString(36)}`,
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1962,
      odometerUnit: 'mi',
      story: 'A Series 1 roadster, seen at night.',
      visibility: 'public',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { identifierKey: string } }).data.identifierKey;
}

/** What <html> and <body> were when the document was parsed, before the app's script ran. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const html = document.documentElement;
      (window as Window & { __vgFirstFrame?: object }).__vgFirstFrame = {
        theme: html.getAttribute('data-theme'),
        colorScheme: getComputedStyle(html).colorScheme,
        body: getComputedStyle(document.body).backgroundColor,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page.evaluate(
    () =>
      (window as Window & { __vgFirstFrame?: { theme: string; colorScheme: string; body: string } })
        .__vgFirstFrame,
  );

test('a visitor on a dark phone: the landing page, a public car and sign-in are dark', async ({
  page,
  request,
}) => {
  const keeper = await registerMember(request);
  const car = await publicCar(request, keeper);

  await recordFirstFrame(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectDark(page);

  await page.goto(`/public/${car}`);
  await expect(page.getByRole('heading', { level: 1, name: /Jaguar E-Type/ })).toBeVisible();
  // The rendered page is dark before any script of the app runs, and once the app has it.
  expect(await firstFrame(page)).toEqual({ theme: 'dark', colorScheme: 'dark', body: DARK_PAGE });
  await expectDark(page);
  await startTheApp(page);
  await expectDark(page);

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await firstFrame(page)).toEqual({ theme: 'dark', colorScheme: 'dark', body: DARK_PAGE });
  await expectDark(page);
});

test('a member on a dark phone: the dashboard and the garage are dark; Light in the profile stays light', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await recordFirstFrame(page);
  await signInToDashboard(page, member.username, member.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectDark(page);

  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await firstFrame(page)).toEqual({ theme: 'dark', colorScheme: 'dark', body: DARK_PAGE });
  await expectDark(page);

  await page.goto('/profile');
  const appearance = page.getByRole('group', { name: /How Vintage Garage looks/ });
  await expect(appearance.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await expectDark(page);
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/v1\/profile\/?$/.test(response.url()) && response.request().method() === 'PATCH',
  );
  await appearance.getByRole('radio', { name: 'Light' }).check();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
  await expectAccessible(page);

  // The browser is still dark: the reload is light from its first frame, the app's and the API's.
  await page.reload();
  await expect(appearance.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(await firstFrame(page)).toMatchObject({ theme: 'light', colorScheme: 'light' });
  expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
  await page.goto('/dashboard');
  expect(await firstFrame(page)).toEqual({
    theme: 'light',
    colorScheme: 'light',
    body: LIGHT_PAGE,
  });

  // Kept in the profile: a new browser (no cookie, no storage) takes it once signed in.
  const profile = await request.get('/api/v1/profile', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(((await profile.json()) as { data: { theme: string } }).data.theme).toBe('light');
});
