import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerMember, suspendMember, test, toastWith } from '../support/fixtures';
import { PASSWORD } from '../support/constants';

interface OutboxEmail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link the development outbox holds for `to` whose address contains `pathPart`. */
async function emailedLink(request: APIRequestContext, to: string, pathPart: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/v1/dev/outbox');
      const { data } = (await response.json()) as { data: OutboxEmail[] };
      link = data
        .filter((email) => email.to === to)
        .flatMap((email) => email.links)
        .reverse()
        .find((href) => href.includes(pathPart));
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signOutFromMenu(page: Page, username: string) {
  await page.getByRole('button', { name: username }).click();
  await page
    .getByRole('list', { name: 'Account' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('link', { name: 'Create an account' }).first()).toBeVisible();
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('register, confirm the email, edit the profile, sign out and in again', async ({
  page,
  request,
}) => {
  const username = `keeper${unique()}`;
  const email = `${username}@e2e.vintage-garage.test`;

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByText(email).first()).toBeVisible();

  await page.goto(await emailedLink(request, email, '/email/confirm'));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();

  await page.goto('/profile');
  const details = page.getByRole('form', { name: 'Profile details' });
  await details.getByLabel('Display name').fill('Margaret Hale');
  await details.getByLabel('Location').fill('Bath, England');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(details.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Profile details' }).getByLabel('Location'),
  ).toHaveValue('Bath, England');

  await signOutFromMenu(page, username);
  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
});

test('reset a forgotten password with the emailed link', async ({ page, request }) => {
  const member = await registerMember(request);
  const newPassword = 'a brand new passphrase for the MGB';

  await page.goto('/reset');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  await page.goto(await emailedLink(request, member.email, '/reset?token='));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  const oldOne = await request.post('/api/v1/auth/login', {
    data: { identifier: member.email, password: member.password },
  });
  expect(oldOne.status()).toBe(401);
  await signIn(page, member.username, newPassword);
  await expect(page).toHaveURL('/dashboard');
});

test('Google sign-in: consent for a new account, welcome back later, suspended sees why', async ({
  page,
  request,
}) => {
  const googleEmail = `google${unique()}@e2e.vintage-garage.test`;
  const username = `driver${unique()}`;
  /**
   * From the sign-in page through the provider, filling its form only when it asks (it remembers
   * a session). Returns whether it asked.
   */
  const signInWithGoogle = async (name?: string) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    if (!page.url().includes('localhost:4400')) return false;
    await page.getByLabel('Email').fill(googleEmail);
    if (name) await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Sign in' }).click();
    return true;
  };

  expect(await signInWithGoogle('Grace Hopper')).toBe(true);

  const consent = page.getByRole('dialog');
  await expect(consent).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(consent).toBeVisible(); // cannot be dismissed
  await expect(consent.getByRole('textbox', { name: 'Username' })).not.toHaveValue('');
  await consent.getByRole('textbox', { name: 'Username' }).fill(username);
  await consent.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
  await consent.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await consent.getByRole('button', { name: 'Continue' }).click();
  await expect(toastWith(page, 'Welcome!')).toBeVisible();
  await expect(consent).toBeHidden();

  await signOutFromMenu(page, username);
  await signInWithGoogle();
  await expect(toastWith(page, 'Welcome back!')).toContainText(/signed in with Google/i);

  // An admin suspends the account; the next Google sign-in says so.
  await suspendMember(request, username, 'Suspended after reports of a fake registry entry.');

  await page.evaluate(() => localStorage.clear());
  await signInWithGoogle();
  const notice = toastWith(page, 'Account Suspended');
  await expect(notice).toContainText('Suspended after reports of a fake registry entry.');
  await expect(page).toHaveURL('/');
});

test('a member signed in with a password is refused while suspended', async ({ request }) => {
  const member = await registerMember(request);
  await suspendMember(request, member.username, 'Paused.');
  const me = await request.get('/api/v1/auth/user', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(me.status()).toBe(403);
  expect(((await me.json()) as { error: { message: string } }).error.message).toBe('Paused.');
});
