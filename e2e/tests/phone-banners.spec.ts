import { expect, registerMember, test } from '../support/fixtures';
import { signInToDashboard } from '../support/account-flows';

// On a phone a banner's buttons go under its text (phones are below 768 px, docs/product.md):
// beside it, the 'Verify email page' and 'Dismiss' buttons left a new member's reminder a word a
// line, and the two banners after adding a car pushed the car's heading off the screen.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a new member adds a car and sees its heading under banners that read as lines', async ({
  page,
  request,
}) => {
  const keeper = await registerMember(request, { verified: false });
  await signInToDashboard(page, keeper.username, keeper.password);

  await page.goto('/vehicles?add=1');
  await page.getByLabel('Make').fill('Jaguar');
  await page.getByLabel('Model', { exact: true }).fill('E-Type');
  await page.getByRole('button', { name: 'Add vehicle' }).click();

  const reminder = page
    .getByRole('status')
    .filter({ hasText: 'Please verify your email address: we sent you a link.' });
  await expect(reminder).toBeVisible();
  await expect(reminder.getByRole('link', { name: 'Verify email page' })).toBeVisible();
  // At 390 px its text runs four lines or so; beside the buttons it took twenty-two.
  const text = reminder.locator('p');
  const lines = await text.evaluate(
    (element) =>
      element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(lines).toBeLessThanOrEqual(5);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jaguar E-Type', exact: true }),
  ).toBeInViewport();
});
