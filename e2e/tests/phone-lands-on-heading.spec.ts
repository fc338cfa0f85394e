import { expect, registerMember, test } from '../support/fixtures';
import { signInToDashboard } from '../support/account-flows';

// A keeper on a phone fills the long vehicle form, whose button sits far down the page: the car's
// page must open at its top, on its heading, with the banner that says what happened
// (docs/product.md#garage).
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, adding and then editing a car opens its page at the heading, under the banner', async ({
  page,
  request,
}) => {
  const keeper = await registerMember(request);
  await signInToDashboard(page, keeper.username, keeper.password);

  await page.goto('/vehicles?add=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeVisible();
  await page.getByLabel('Make').fill('Triumph');
  await page.getByLabel('Model', { exact: true }).fill('TR6');
  await page.getByRole('button', { name: 'Add vehicle' }).click();

  const heading = page.getByRole('heading', { level: 1, name: 'Triumph TR6', exact: true });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(heading).toBeInViewport();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vehicle added: Triumph TR6 is in your garage.' }),
  ).toBeInViewport();
  await expect(heading).toBeFocused();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Model', { exact: true }).fill('TR6 PI');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const edited = page.getByRole('heading', { level: 1, name: 'Triumph TR6 PI', exact: true });
  await expect(edited).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(edited).toBeInViewport();
  await expect(edited).toBeFocused();
});
