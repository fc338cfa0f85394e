import { adminMember, expect, registerMember, signInAs, test } from '../support/fixtures';

const PUBLIC_ROUTES = [
  '/showcase',
  '/registry',
  '/user/nobody-here',
  '/public/WP0ZZZ91ZFS100001',
  '/public/vehicle/not-a-real-token',
  '/sign-in',
  '/register',
  '/verify-email',
  '/email/confirm',
  '/reset',
  '/privacy-policy',
  '/terms',
  '/help',
];
const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/vehicles',
  '/vehicles/00000000-0000-4000-8000-000000000000',
  '/maintenance',
  '/modifications',
  '/community',
  '/activity',
  '/profile',
  '/notifications',
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/showcase',
  '/admin/feedback',
  '/admin/photos',
  '/admin/reports',
  '/admin/jobs',
];

/** A route rendered its page: a main heading, and not the unavailable panel. */
async function expectPage(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/section is unavailable/)).toHaveCount(0);
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

test.describe('routes of the spec, as a visitor', () => {
  test('the landing page at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
    await expect(page.locator('#contact')).toBeVisible();
  });

  for (const path of PUBLIC_ROUTES) {
    test(`${path} is public`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}`));
      await expectPage(page);
    });
  }

  for (const path of [...SIGNED_IN_ROUTES, ...ADMIN_ROUTES]) {
    test(`${path} sends a visitor to /sign-in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`);
    });
  }

  test('any other path is a real not-found page', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

test.describe('routes of the spec, signed in', () => {
  test('every sign-in-only route renders its page, and / is the dashboard', async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request));
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expectPage(page);
    }
    await page.goto('/');
    await expectPage(page);
    await expect(page.getByRole('link', { name: /create an account/i })).toHaveCount(0);
  });

  test('/settings leads to the profile', async ({ page, request }) => {
    await signInAs(page, await registerMember(request));
    await page.goto('/settings');
    await expect(page).toHaveURL('/profile');
  });

  test('admin screens refuse a member who is not an admin', async ({ page, request }) => {
    await signInAs(page, await registerMember(request));
    const adminRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http://localhost:3004/')) adminRequests.push(r.url());
    });
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    }
    expect(adminRequests).toEqual([]);
    const api = await request.get('/api/v1/admin/overview', {
      headers: { Authorization: `Bearer ${(await registerMember(request)).token}` },
    });
    expect(api.status()).toBe(403);
  });

  test('an admin opens every admin screen', async ({ page, request }) => {
    await signInAs(page, await adminMember(request));
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expectPage(page);
    }
  });

  test('after sign-in a visitor comes back to where they were going', async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto('/maintenance');
    await expect(page).toHaveURL('/sign-in?next=%2Fmaintenance');
    await page.getByLabel(/email or username/i).fill(member.username);
    await page.getByLabel(/^password/i).fill(member.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL('/maintenance');
  });
});
