import type { Browser } from '@playwright/test';
import { expect, registerMember, test, toastWith } from '../support/fixtures';
import { emailsTo, signIn } from '../support/account-flows';

// A member looks at where their account is signed in (docs/security.md, T8): a laptop and a phone,
// told apart by their browsers, and the laptop signed out from the phone.

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_SIGN_IN = 'New sign-in to your Vintage Garage account';

async function deviceBrowser(browser: Browser, userAgent: string, phone = false) {
  const context = await browser.newContext({
    userAgent,
    ...(phone && { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
  });
  return context.newPage();
}

test('a member sees each device signed in and signs the others out', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request);
  const laptop = await deviceBrowser(browser, FIREFOX_ON_WINDOWS);
  const phone = await deviceBrowser(browser, SAFARI_ON_IPHONE, true);
  for (const device of [laptop, phone]) {
    await signIn(device, member.email, member.password);
    await expect(device).toHaveURL('/dashboard');
  }

  // Both devices were new to the account: each sign-in was emailed, naming the device.
  await expect
    .poll(async () =>
      (await emailsTo(request, member.email))
        .filter((email) => email.subject === NEW_SIGN_IN)
        .map((email) => email.links[0]),
    )
    .toHaveLength(2);

  await phone.goto('/profile#sign-ins');
  const section = phone.getByRole('region', { name: "Where you're signed in" });
  await expect(section).toBeVisible();
  const sessions = section.getByRole('listitem');
  const thisPhone = sessions.filter({ hasText: 'This device' });
  await expect(thisPhone).toContainText('Safari on iOS');
  await expect(thisPhone.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  const theLaptop = sessions.filter({ hasText: 'Firefox on Windows' });
  await expect(theLaptop).toContainText('with password');

  await theLaptop.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
  await expect(toastWith(phone, 'Signed out Firefox on Windows.')).toBeVisible();
  await expect(sessions.filter({ hasText: 'Firefox on Windows' })).toHaveCount(0);

  // The laptop's session ended at once: its next page asks it to sign in.
  await laptop.goto('/vehicles');
  await expect(laptop).toHaveURL(/\/sign-in/);

  // The registration's session is still open somewhere: end it and everything else but the phone.
  await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const confirm = phone.getByRole('dialog');
  await expect(confirm).toContainText('Sign out of every other device?');
  await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(toastWith(phone, 'Signed out of 1 other device.')).toBeVisible();
  await expect(section.getByText("You're signed in on this device only.")).toBeVisible();
  const registration = await request.get('/api/v1/profile', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(registration.status()).toBe(401);
  await phone.reload();
  await expect(section).toBeVisible();
});
