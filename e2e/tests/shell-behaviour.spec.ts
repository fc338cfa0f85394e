import {
  expect,
  expectAccessible,
  registerMember,
  signInAs,
  startTheApp,
  test,
  toastWith,
  TOKEN_KEY,
} from '../support/fixtures';

test.describe('session', () => {
  test("'Verifying authentication...' shows while the user is fetched", async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request));
    // The user is held back until the waiting text has been seen, however long that takes here.
    let answerUser = () => {};
    const userHeld = new Promise<void>((resolve) => (answerUser = resolve));
    await page.route('**/api/v1/auth/user', async (route) => {
      await userHeld;
      await route.continue();
    });
    await page.goto('/vehicles');
    await expect(page.getByText('Verifying authentication...')).toBeVisible();
    answerUser();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('an expired token is removed, the cache cleared, and the browser sent to /sign-in', async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.route('**/api/v1/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Invalid or expired token' } }),
      }),
    );
    await page.evaluate(() =>
      (
        window as never as { __VG_QUERY_CLIENT__: { invalidateQueries(): Promise<void> } }
      ).__VG_QUERY_CLIENT__.invalidateQueries(),
    );
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('a malformed token signs the visitor out quietly', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'not-a-jwt'), TOKEN_KEY);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /create an account/i }).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY))
      .toBeNull();
  });

  test("the identity-provider callback stores the token and says 'Welcome back!'", async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    // What Sign in with Google keeps in the tab before leaving (docs/security.md T40).
    const login = 'kept-by-this-tab-before-leaving';
    await page.addInitScript((kept) => {
      sessionStorage.setItem('vg_google_sign_in', JSON.stringify({ login: kept, returnTo: null }));
    }, login);
    await page.goto(`/#token=${member.token}&needsConsent=false&login=${login}`);
    await expect(toastWith(page, 'Welcome back!')).toContainText(/signed in with Google/i);
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(member.token);
  });
});

test.describe('toasts', () => {
  test("'Account Suspended' with the message, for 10 s, and the query string removed", async ({
    page,
  }) => {
    // The page's clock is the test's: ten seconds pass when the test says, not by waiting them out.
    await page.clock.install();
    await page.goto('/?error=account_suspended&message=Reported%20for%20spam');
    const toast = toastWith(page, 'Account Suspended');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Reported for spam');
    await expect(page).toHaveURL('/');
    await page.clock.runFor(9_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();
  });

  test("the default suspension message and the 'Contact Us' action", async ({ page }) => {
    await page.goto('/?error=account_suspended');
    const toast = toastWith(page, 'Account Suspended');
    await expect(toast).toContainText('Your account has been suspended.');
    await toast.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/#contact');
  });

  test('F8 moves focus to the notifications region', async ({ page }) => {
    await page.goto('/?error=account_suspended');
    await expect(toastWith(page, 'Account Suspended')).toBeVisible();
    await page.keyboard.press('F8');
    const focusedInToasts = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('[role="region"]')),
    );
    expect(focusedInToasts).toBe(true);
  });
});

test.describe('Contact Us', () => {
  test('a guest needs subject, message and email; success says thank you', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('600px');
    const send = dialog.getByRole('button', { name: /send/i });
    await expect(send).toBeDisabled();
    await dialog.getByLabel(/subject/i).fill('Carburettor question');
    await dialog.getByLabel(/message/i).fill('Which needles suit an SU HS4 on a 1967 MGB?');
    await expect(dialog.getByLabel(/message/i)).toHaveAttribute('rows', '6');
    await expect(send).toBeDisabled();
    await dialog.getByLabel(/email/i).fill('guest@example.com');
    await send.click();
    await expect(toastWith(page, 'Message Sent Successfully')).toContainText(
      "Thank you for contacting us! We'll get back to you soon.",
    );
    await expect(dialog).toBeHidden();
  });

  test("blank subject or message: 'Missing Information'", async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/subject/i).fill('   ');
    await dialog.getByLabel(/message/i).fill('   ');
    await dialog.getByLabel(/email/i).fill('guest@example.com');
    await dialog.getByRole('button', { name: /send/i }).click();
    await expect(toastWith(page, 'Missing Information')).toContainText(
      'Please provide a subject and message',
    );
    await expect(dialog).toBeVisible();
  });

  test('signed in, the email is optional', async ({ page, request }) => {
    await signInAs(page, await registerMember(request));
    await page.goto('/help');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/subject/i).fill('Thanks');
    await dialog.getByLabel(/message/i).fill('Lovely logbook.');
    await dialog.getByRole('button', { name: /send/i }).click();
    await expect(toastWith(page, 'Message Sent Successfully')).toBeVisible();
  });
});

test.describe('banners', () => {
  test('an unverified member sees a warning banner with its kind and Dismiss', async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request, { verified: false }));
    await page.goto('/dashboard');
    const banner = page.getByRole('status').filter({ hasText: /verify your email/i });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Warning');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /verify your email/i })).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom navigation has five tabs, the active one marked', async ({ page, request }) => {
    await signInAs(page, await registerMember(request));
    await page.goto('/vehicles');
    const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Vehicles',
      'Community',
      'Activity',
      'Profile',
    ]);
    await expect(nav.getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL('/community');
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/showcase');
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('no bottom navigation for visitors, nor on /sign-in and /register', async ({
    page,
    request,
  }) => {
    await page.goto('/showcase');
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toHaveCount(0);
    await signInAs(page, await registerMember(request));
    for (const path of ['/sign-in', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toHaveCount(0);
    }
  });
});

test('on a wide screen the bottom navigation is hidden', async ({ page, request }) => {
  await signInAs(page, await registerMember(request));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden();
});

// remotes.json is fetched from the network first and kept only for starting a member's garage with
// no signal (docs/adr/0015; independent-releases.spec.ts holds that a release shows on reload).
test('the service worker is registered and never caches the API for a visitor', async ({
  page,
}) => {
  await page.goto('/');
  await startTheApp(page);
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe('http://localhost:8080/');
  await page.reload();
  const cached = await page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      keys.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return keys;
  });
  expect(cached).toContain('/');
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test.describe('accessibility', () => {
  for (const path of [
    '/',
    '/help',
    '/terms',
    '/privacy-policy',
    '/sign-in',
    '/register',
    '/showcase',
    '/nowhere',
  ]) {
    test(`${path} has no serious or critical findings`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('signed-in screens have no serious or critical findings', async ({ page, request }) => {
    await signInAs(page, await registerMember(request));
    for (const path of ['/dashboard', '/vehicles', '/community', '/profile', '/notifications']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
    }
  });
});
