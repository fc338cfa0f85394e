import type { APIRequestContext } from '@playwright/test';
import { emailsTo } from '../support/account-flows';
import {
  expect,
  expectAccessible,
  registerMember,
  signInAs,
  test,
  toastWith,
  type Member,
} from '../support/fixtures';

// docs/product.md, Notifications: a reminder that comes due reaches its owner while the app is open
// (the badge rises and a toast shows, over the live stream, without reloading), and by email with
// an unsubscribe link that works signed out.

/** Tomorrow in the machine's own calendar (the stack and the browser run here). */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

async function createVehicle(request: APIRequestContext, member: Member) {
  const response = await request.post('/api/v1/vehicles', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      identifierKind: 'chassis',
      identifier: `E-${Date.now().toString(36)}`,
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1962,
      odometerUnit: 'mi',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data;
}

test('a reminder due tomorrow raises the badge and shows a toast live, and is emailed with a working unsubscribe link', async ({
  page,
  request,
  browser,
}) => {
  const member = await registerMember(request);
  const vehicle = await createVehicle(request, member);
  await signInAs(page, member);
  // The stream is open before the reminder exists: the badge must rise without a reload.
  const streamOpened = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/notifications/stream') && response.ok(),
  );
  await page.goto('/dashboard');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  expect((await streamOpened).headers()['content-type']).toContain('text/event-stream');
  // When the toast appears, by the page's own clock (the same machine's as the API's).
  await page.evaluate(() => {
    const seen = window as Window & { toastShownAt?: number };
    new MutationObserver((_changes, observer) => {
      const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
      if (region?.textContent?.includes('Annual service')) {
        seen.toastShownAt = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  // Creating a reminder scans it at once: due tomorrow is inside its notice, so it notifies now.
  const created = await request.post(`/api/v1/vehicles/${vehicle.id}/reminders`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { title: 'Annual service', dueOn: tomorrow(), remindDaysBefore: 14 },
  });
  expect(created.status(), await created.text()).toBe(201);

  const toast = toastWith(page, 'Annual service');
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  expect(navigations, 'the page never reloaded').toEqual([]);

  // Within 2 s of the notification being made.
  const listed = await request.get('/api/v1/notifications', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const [notification] = ((await listed.json()) as { data: Array<{ createdAt: string }> }).data;
  const shownAt = await page.evaluate(
    () => (window as Window & { toastShownAt?: number }).toastShownAt ?? Number.NaN,
  );
  const delay = shownAt - Date.parse(notification!.createdAt);
  test
    .info()
    .annotations.push({ type: 'latency', description: `toast ${delay} ms after the notification` });
  expect(delay).toBeLessThan(2000);

  // The notifications page: today's reminder, with its actions in place; on a phone the
  // Activity tab is the current one and counts it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/notifications');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('link', { name: /Annual service/ })).toBeVisible();
  await expect(today.getByRole('button', { name: 'Mark done' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', {
      name: /^Activity ?, 1 unread$/,
    }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The email, and its unsubscribe link, used by someone who is not signed in.
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const emails = await emailsTo(request, member.email);
        link = emails.flatMap((email) => email.links).find((href) => href.includes('/unsubscribe'));
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  // Opened in a browser that has never signed in: the link alone is enough.
  const signedOut = await browser.newContext();
  const mailPage = await signedOut.newPage();
  await mailPage.goto(link!);
  await expect(mailPage.getByRole('heading', { name: 'Stop these emails?' })).toBeVisible();
  await mailPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mailPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await signedOut.close();

  const settings = await request.get('/api/v1/profile/notification-settings', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const { data } = (await settings.json()) as {
    data: { settings: Array<{ kind: string; email: string }> };
  };
  expect(data.settings.find((setting) => setting.kind === 'reminder-due')?.email).toBe('never');

  // The member sees it on the profile too.
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'A reminder comes due: Email' })).toHaveValue(
    'never',
  );
});
