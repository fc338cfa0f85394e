import { expect, registerMember, suspendMember, test, toastWith } from '../support/fixtures';
import { PASSWORD } from '../support/constants';
import {
  emailedLink,
  registerThroughForm,
  signInToDashboard,
  signInWithGoogle as googleSignIn,
  signOutFromMenu,
  unique,
} from '../support/account-flows';

test('register, confirm the email, edit the profile, sign out and in again', async ({
  page,
  request,
}) => {
  const username = `keeper${unique()}`;
  const email = `${username}@e2e.vintage-garage.test`;

  await registerThroughForm(page, { email, username, password: PASSWORD });
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

  // The top bar names the member by the display name they chose.
  await signOutFromMenu(page, 'Margaret Hale');
  await signInToDashboard(page, username, PASSWORD);
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
  await signInToDashboard(page, member.username, newPassword);
});

test('Google sign-in: consent for a new account, welcome back later, suspended sees why', async ({
  page,
  request,
}) => {
  const googleEmail = `google${unique()}@e2e.vintage-garage.test`;
  const username = `driver${unique()}`;
  const signInWithGoogle = (name?: string) => googleSignIn(page, googleEmail, name);

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

  // Google gave the account its display name.
  await signOutFromMenu(page, 'Grace Hopper');
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
