import type { Browser, Page } from '@playwright/test';
import { expect, test, toastWith } from '../support/fixtures';
import { PASSWORD } from '../support/constants';
import {
  acceptConsent,
  emailedLink,
  emailsTo,
  registerThroughForm,
  signIn,
  signInWithGoogle,
  unique,
} from '../support/account-flows';

// Someone registers an address that is not theirs and never confirms it; later the address's real owner
// signs in with Google (the development OpenID provider plays Google). docs/adr/0004.

async function registerInNewBrowser(browser: Browser, email: string, username: string) {
  const page = await (await browser.newContext()).newPage();
  await registerThroughForm(page, { email, username, password: PASSWORD });
  return page;
}

async function ownerSignsInWithGoogle(page: Page, email: string, username: string) {
  expect(await signInWithGoogle(page, email, 'Rightful Owner')).toBe(true);
  await acceptConsent(page, username);
  await expect(toastWith(page, 'Welcome!')).toBeVisible();
}

test('an account squatting on somebody else’s address is theirs once they sign in with Google', async ({
  page,
  request,
  browser,
}) => {
  const email = `owner${unique()}@e2e.vintage-garage.test`;
  const squatter = await registerInNewBrowser(browser, email, `squatter${unique()}`);

  const ownerName = `owner${unique()}`;
  await ownerSignsInWithGoogle(page, email, ownerName);
  await page.goto('/vehicles?add=1');
  await page.getByLabel('Make').fill('Lancia');
  await page.getByLabel('Model', { exact: true }).fill('Fulvia');
  await page.getByLabel('Model year').fill('1968');
  await page.getByLabel('Chassis or frame number').fill('818.630 001234');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1968 Lancia Fulvia' })).toBeVisible();

  // The squatter's open session ends at its next request; their password no longer opens the account.
  await squatter.goto('/vehicles');
  await expect(squatter).toHaveURL(/\/sign-in/);
  await signIn(squatter, email, PASSWORD);
  await expect(squatter.getByText('Incorrect email, username or password.').first()).toBeVisible();
  await expect(squatter.getByText('Lancia')).toHaveCount(0);

  // The owner is told, and chooses a password of their own from the email.
  await expect
    .poll(async () => (await emailsTo(request, email)).map((mail) => mail.subject))
    .toContain('Your account now signs in with Google');
  const ownPassword = 'the rightful owner’s own passphrase';
  await page.goto(await emailedLink(request, email, '/reset?token='));
  await page.getByLabel('New password', { exact: true }).fill(ownPassword);
  await page.getByLabel('Repeat the new password').fill(ownPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  await signIn(squatter, email, ownPassword);
  await expect(squatter).toHaveURL('/dashboard');
  await expect(squatter.getByText('Lancia Fulvia').first()).toBeVisible();
});

test('a change of address the squatter started cannot move the account away afterwards', async ({
  page,
  request,
  browser,
}) => {
  const email = `owner${unique()}@e2e.vintage-garage.test`;
  const squatterMailbox = `squatter${unique()}@e2e.vintage-garage.test`;
  const squatter = await registerInNewBrowser(browser, email, `squatter${unique()}`);
  await squatter.goto('/profile');
  const change = squatter.getByRole('form', { name: 'Change email' });
  await change.getByLabel('New email').fill(squatterMailbox);
  await change.getByLabel('Current password').fill(PASSWORD);
  await change.getByRole('button', { name: /change email/i }).click();
  const pendingLink = await emailedLink(request, squatterMailbox, '/email/confirm');

  await ownerSignsInWithGoogle(page, email, `owner${unique()}`);

  // The squatter's own browser is signed out by now; they open their mailbox's link in a fresh one.
  const mailbox = await (await browser.newContext()).newPage();
  await mailbox.goto(pendingLink);
  await expect(mailbox.getByText('We could not confirm your email')).toBeVisible();
  await expect(mailbox.getByText(/This link is invalid or has expired\./)).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(squatterMailbox)).toHaveCount(0);
});
