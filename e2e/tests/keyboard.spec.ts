import type { Locator, Page } from '@playwright/test';
import { emailedLink } from '../support/account-flows';
import {
  expect,
  registerMember,
  signInAs,
  startTheApp,
  test,
  toastWith,
  type Member,
} from '../support/fixtures';

// Every screen by keyboard. Each step presses keys only, and says where focus is after it.

const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

test.describe('by keyboard only (1280 px)', () => {
  test('sign in, reach a car, log a record, the contact dialog and the account menu', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request);
    const created = await request.post('/api/v1/vehicles', {
      headers: auth(member),
      data: {
        identifierKind: 'chassis',
        identifier: `KB ${Date.now()}`,
        make: 'Morris',
        model: 'Minor',
        modelYear: 1959,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // Sign in: Email, Password, Sign in, then "Forgot your password?".
    await page.goto('/sign-in');
    await startTheApp(page);
    const email = page.getByLabel('Email or username');
    await tabTo(page, email);
    await page.keyboard.type(member.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(member.password);
    await page.keyboard.press('Tab');
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');

    // Reach the car, its Maintenance tab, and log a record.
    await page.goto('/vehicles');
    const car = page.getByRole('link', { name: /1959 Morris Minor/ }).first();
    await tabTo(page, car);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vehicles\/[0-9a-f-]{36}/);
    // Tabs take one stop in the Tab order (the selected one); the arrow keys move between them.
    await tabTo(page, page.getByRole('tab', { selected: true }));
    const maintenanceTab = page.getByRole('tab', { name: 'Maintenance' });
    for (
      let step = 0;
      step < 6 && !(await maintenanceTab.evaluate((t) => t === document.activeElement));
      step += 1
    )
      await page.keyboard.press('ArrowRight');
    await expect(maintenanceTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(maintenanceTab).toHaveAttribute('aria-selected', 'true');
    const logMaintenance = page.getByRole('button', { name: 'Log maintenance' }).first();
    await tabTo(page, logMaintenance);
    await page.keyboard.press('Enter');
    const title = page.getByLabel('Title');
    await tabTo(page, title);
    await page.keyboard.type('Oil and filter');
    const save = page.getByRole('button', { name: 'Save record' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Maintenance logged')).toBeVisible();
    // Focus is back on what opened the form, so the next Tab goes on from there.
    await expect(page.getByRole('button', { name: 'Log maintenance' }).first()).toBeFocused();
    // No reading was given: the entry shows none, not a dash.
    const entry = page.getByRole('article', { name: /^Oil and filter/ });
    await expect(entry).toBeVisible();
    await expect(entry).not.toContainText('—');

    // Contact Us: Escape gives focus back to the button that opened it.
    const contact = page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' });
    await tabTo(page, contact);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByLabel('Subject')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
    // Send is reachable before the form is filled, and pressing it says what is missing.
    await page.keyboard.press('Enter');
    const send = dialog.getByRole('button', { name: 'Send Message' });
    await tabTo(page, send, 10);
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Enter a subject')).toBeVisible();
    await expect(dialog.getByLabel('Subject')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(contact).toBeFocused();

    // The account menu: arrows move, Escape closes and gives focus back.
    const account = page.getByRole('button', { name: member.username });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    // Contact Us from the menu: closing the dialog returns to the menu's button.
    await page.keyboard.press('ArrowDown');
    await menu.getByRole('menuitem', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Subject')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
  });

  test('the focus ring in the green header is ink inside a paper halo', async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request));
    await page.goto('/dashboard');
    const mark = page.getByRole('link', { name: 'Vintage Garage' }).first();
    await tabTo(page, mark);
    const ring = await mark.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineColor, width: style.outlineWidth, halo: style.boxShadow };
    });
    expect(ring.outline).toBe('rgb(43, 38, 34)');
    expect(ring.width).toBe('3px');
    expect(ring.halo).toContain('rgb(255, 253, 248)');
  });
});

test.describe('by keyboard on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bottom navigation is reachable early, and the account menu fits the window', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await signInAs(page, member);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to navigation' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('navigation', { name: 'Mobile navigation' })
        .getByRole('link', { name: 'Home' }),
    ).toBeFocused();

    const account = page.getByRole('button', { name: member.username });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: '/tmp/shots/account-menu-390.png' });
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
  });
});

test('the account menu at 1280 px (screenshot)', async ({ page, request }) => {
  const member = await registerMember(request);
  await signInAs(page, member);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: member.username }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/account-menu-1280.png' });
});

test('the email-confirmed page shows no stale "Please verify" banner; the banner links to its page', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { verified: false });
  await signInAs(page, member);
  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: /Please verify your email/ });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Verify email page' })).toHaveAttribute(
    'href',
    '/verify-email',
  );
  await page.goto(await emailedLink(request, member.email, '/email/confirm'));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await expect(page.getByText(/Please verify your email/)).toHaveCount(0);
});
