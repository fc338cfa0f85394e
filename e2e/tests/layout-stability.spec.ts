import { expect, registerMember, signInAs, test } from '../support/fixtures';

// Signed-in pages load their content after the page is drawn. The footer must not sit on screen
// meanwhile: the content arriving would push it off, the page's largest layout shift (Lighthouse
// counted 0.20 on the dashboard and a car's page, docs/figures.md). The main column takes the
// screen's height, on the rendered pages too (api/src/features/public-pages/page-styles.ts).

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test("the footer stays below the fold while a signed-in page's content loads", async ({
  page,
  request,
}) => {
  await signInAs(page, await registerMember(request));
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/dashboard*', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/dashboard');
  await expect(page.getByText('Loading...').first()).toBeVisible();
  const footer = await page.getByRole('contentinfo').boundingBox();
  expect(footer?.y ?? 0).toBeGreaterThanOrEqual(PHONE.height);

  answer();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a short rendered page leaves the footer below the fold too, as the app will', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  const rendered = await page.getByRole('contentinfo').boundingBox();
  expect(rendered?.y ?? 0).toBeGreaterThanOrEqual(PHONE.height);
});
