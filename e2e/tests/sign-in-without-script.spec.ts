import { expect, registerMember, test, TOKEN_KEY } from '../support/fixtures';

// /sign-in and /register arrive rendered and work as ordinary forms before the app starts, here
// with no JavaScript at all (docs/product.md#accounts): the form posts, the answer's redirect
// carries the session, and a refusal shows the message on a rendered page, keeping what was typed
// except the password. The redirect is then opened with the app, as the browser would once its
// script runs, and must sign in (the login value's cookie matches: docs/security.md T40).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signs in, and a wrong password shows the message, keeping the identifier', async ({
    page,
    request,
    browser,
  }) => {
    const member = await registerMember(request);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    await page.getByLabel('Email or username').fill(member.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email, username or password.')).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveValue(member.email);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard#token=.+&login=.+&via=form$/);
    // Still without any script, the member's dashboard is there (docs/adr/0020).
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome, ${member.username}`)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('vg_form_login');

    // The same browser with its script: the app takes the session from the address.
    // A new context takes the describe's options unless told otherwise.
    const withScript = await browser.newContext({ javaScriptEnabled: true });
    await withScript.addCookies(cookies);
    const app = await withScript.newPage();
    await app.goto(page.url());
    // It stays on the page the form named: the sign-in-only page waits for the session in the
    // address instead of sending the reader back to /sign-in.
    await expect(app.getByRole('button', { name: member.username })).toBeVisible();
    await expect(app).toHaveURL('/dashboard');
    await expect(app.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await app.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
    await withScript.close();
  });

  test('signs in with Google from the rendered page, the app then asking for consent', async ({
    page,
    browser,
  }) => {
    const email = `noscript-google${Date.now().toString(36)}@e2e.vintage-garage.test`;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/#token=.+&needsConsent=true&login=.+&via=form$/);

    const withScript = await browser.newContext({ javaScriptEnabled: true });
    await withScript.addCookies(await page.context().cookies());
    const app = await withScript.newPage();
    await app.goto(page.url());
    await expect(app.getByRole('dialog')).toBeVisible();
    await expect(app).toHaveURL('/');
    await withScript.close();
  });

  test('registers, and asks for the policies first', async ({ page }) => {
    const name = `noscript${Date.now().toString(36)}`;
    await page.goto('/register');
    await page.getByLabel('Email').fill(`${name}@example.test`);
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Password').fill('a long passphrase of words');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText(
        'Please accept the Terms of Service and the Privacy Policy to create an account.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(name);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill('a long passphrase of words');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email#token=.+&via=form$/);
  });
});
