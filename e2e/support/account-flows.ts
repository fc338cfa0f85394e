import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface OutboxEmail {
  to: string;
  subject: string;
  links: string[];
}

/** The emails the development outbox holds for `to`, oldest first. */
export async function emailsTo(request: APIRequestContext, to: string): Promise<OutboxEmail[]> {
  const response = await request.get('/api/v1/dev/outbox');
  const { data } = (await response.json()) as { data: OutboxEmail[] };
  return data.filter((email) => email.to === to).reverse();
}

/** The newest link the development outbox holds for `to` whose address contains `pathPart`. */
export async function emailedLink(request: APIRequestContext, to: string, pathPart: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await emailsTo(request, to))
        .flatMap((email) => email.links)
        .reverse()
        .find((href) => href.includes(pathPart));
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Fills the registration form and sends it: the new member lands on /verify-email. */
export async function registerThroughForm(
  page: Page,
  { email, username, password }: { email: string; username: string; password: string },
) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/verify-email');
}

export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in through the form and waits for the dashboard's own address, without the form's token
 * after #: the app clears it once it has kept the session, as a person sees the dashboard settle
 * before going on (an address typed sooner opens signed out).
 */
export async function signInToDashboard(page: Page, identifier: string, password: string) {
  await signIn(page, identifier, password);
  await expect(page).toHaveURL('/dashboard');
}

/** Signs out through the account menu, whose button the top bar names by `shownName` (display name, else username). */
export async function signOutFromMenu(page: Page, shownName: string) {
  await page.getByRole('button', { name: shownName }).click();
  await page
    .getByRole('menu', { name: 'Account' })
    .getByRole('menuitem', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('link', { name: 'Create an account' }).first()).toBeVisible();
}

/**
 * From the sign-in page through the development OpenID provider (it plays Google), filling its form
 * only when it asks (it remembers a session per browser context). Returns whether it asked.
 */
export async function signInWithGoogle(page: Page, email: string, name?: string) {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
  if (!page.url().includes('localhost:4400')) return false;
  await page.getByLabel('Email').fill(email);
  if (name) await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return true;
}

/** Ticks both boxes of the consent dialog a first Google sign-in opens and continues. */
export async function acceptConsent(page: Page, username?: string) {
  const consent = page.getByRole('dialog');
  await expect(consent).toBeVisible();
  if (username) await consent.getByRole('textbox', { name: 'Username' }).fill(username);
  await consent.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
  await consent.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await consent.getByRole('button', { name: 'Continue' }).click();
  await expect(consent).toBeHidden();
}
