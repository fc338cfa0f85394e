import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  adminMember,
  expect,
  expectAccessible,
  registerMember,
  signInAs,
  startTheApp,
  test,
  toastWith,
  type Member,
} from '../support/fixtures';

// docs/product.md, Moderation: an administrator moderates where the content is (a public car's page
// and its comments), through the same dialogs as the admin screens; "What needs attention" counts
// what the queues hold; failed jobs have their own screen; axe finds nothing serious on any admin
// screen.

const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function personPage(browser: Browser, member?: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (member) await signInAs(page, member);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/shots/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES[0]);
}

async function queueLength(request: APIRequestContext, admin: Member, path: string) {
  const response = await request.get(`/api/v1/admin${path}`, { headers: auth(admin) });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: unknown[] | { total: number } };
  return Array.isArray(data) ? data.length : data.total;
}

test('an admin features a car and hides a comment from its page; a visitor gets no admin code', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const keeper = await registerMember(request, { username: `keep${suffix}` });
  const talker = await registerMember(request, { username: `talk${suffix}` });
  const created = await request.post('/api/v1/vehicles', {
    headers: auth(keeper),
    data: {
      identifierKind: 'chassis',
      identifier: `BN ${suffix}`,
      make: 'Austin-Healey',
      model: `Sprite ${suffix}`,
      modelYear: 1959,
      visibility: 'public',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const car = ((await created.json()) as { data: { id: string; identifierKey: string } }).data;
  const commented = await request.post(`/api/v1/public/vehicles/${car.id}/comments`, {
    headers: auth(talker),
    data: { body: 'Frogeye! Is the bonnet original?' },
  });
  expect(commented.status(), await commented.text()).toBe(201);

  const admin = await personPage(browser, await adminMember(request));
  await admin.goto(`/public/${car.identifierKey}`);
  await startTheApp(admin);
  const panel = admin.getByRole('region', { name: 'Administrator' });
  await expect(panel).toContainText('Not in the showcase.');
  await expectAccessible(admin);

  // Feature it with a blurb, by keyboard.
  const feature = panel.getByRole('button', { name: 'Feature in the showcase' });
  await feature.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: /^Feature the 1959 Austin-Healey/ });
  await dialog.getByRole('textbox', { name: /Showcase blurb/ }).focus();
  await admin.keyboard.type('A Frogeye with its first bonnet.');
  await dialog.getByRole('button', { name: 'Feature in the showcase' }).focus();
  await admin.keyboard.press('Enter');
  // It has no approved photo: chosen, and said to appear once one is (docs/product.md#moderation).
  await expect(
    toastWith(
      admin,
      /is chosen for the showcase: it appears there once one of its photos is approved/,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Waiting for an approved photo', { exact: true })).toBeVisible();
  await expect(panel).toContainText(
    'Chosen for the showcase: it appears there once one of its photos is approved.',
  );
  await expect(panel).toContainText('A Frogeye with its first bonnet.');
  await expect(panel.getByRole('button', { name: 'Edit showcase blurb' })).toBeFocused();
  await shoot(admin, 'car-page-admin');

  // Hide the comment, after the dialog quoting it.
  const comment = admin.getByRole('article', { name: `Comment by @${talker.username}` });
  await comment
    .getByRole('button', { name: `Hide the comment by @${talker.username} as a moderator` })
    .click();
  const hide = admin.getByRole('dialog', { name: `Hide the comment by @${talker.username}?` });
  await expect(hide).toContainText('Frogeye! Is the bonnet original?');
  await expect(hide.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await hide.getByRole('button', { name: 'Hide comment' }).click();
  await expect(toastWith(admin, /is hidden/)).toBeVisible();
  // The administrator still sees it, marked, and can restore it where it is.
  await expect(comment.getByText('Hidden from others')).toBeVisible();
  await expect(
    comment.getByRole('button', {
      name: `Restore the comment by @${talker.username} as a moderator`,
    }),
  ).toBeVisible();

  // The showcase screen finds the car as the registry does and marks it featured.
  await admin.goto('/admin/showcase');
  await admin.getByRole('searchbox', { name: 'Find a car' }).fill(`1959 sprite ${suffix}`);
  await admin.getByRole('button', { name: 'Search' }).click();
  const results = admin.getByRole('list', { name: /^Cars matching/ });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText('Waiting for an approved photo');
  await expect(admin.getByRole('textbox', { name: /Vehicle ID/ })).toHaveCount(0);
  await expectAccessible(admin);

  // A visitor sees the car, no admin panel, no moderator button, and asks nothing of /admin.
  const visitor = await personPage(browser);
  const adminCalls: string[] = [];
  visitor.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/v1/admin')) adminCalls.push(req.url());
  });
  await visitor.goto(`/public/${car.identifierKey}`);
  await startTheApp(visitor);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Community' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Administrator' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /as a moderator/ })).toHaveCount(0);
  expect(adminCalls).toEqual([]);

  for (const page of [admin, visitor]) await page.context().close();
});

test('the overview counts what its queues hold; every admin screen passes axe with data', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Something in each queue: a new feedback message and an open report.
  const sent = await request.post('/api/v1/feedback/submit', {
    data: { title: 'Lost logbook', description: 'Where is it?', contactEmail: 'g@example.com' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const suffix = Date.now().toString(36);
  const keeper = await registerMember(request, { username: `rep${suffix}` });
  const reader = await registerMember(request, { username: `rdr${suffix}` });
  const created = await request.post('/api/v1/vehicles', {
    headers: auth(keeper),
    data: {
      identifierKind: 'chassis',
      identifier: `RP ${suffix}`,
      make: 'Triumph',
      model: 'TR3A',
      modelYear: 1958,
      visibility: 'public',
    },
  });
  const car = ((await created.json()) as { data: { id: string } }).data;
  const remark = await request.post(`/api/v1/public/vehicles/${car.id}/comments`, {
    headers: auth(reader),
    data: { body: 'Buy my spares at example.com' },
  });
  const remarkId = ((await remark.json()) as { data: { id: string } }).data.id;
  const reported = await request.post(`/api/v1/comments/${remarkId}/report`, {
    headers: auth(keeper),
    data: { reason: 'spam' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  const adminUser = await adminMember(request);
  const admin = await personPage(browser, adminUser);
  await admin.goto('/admin');
  const attention = admin.getByRole('list', { name: 'What needs attention' });
  await expect(attention).toBeVisible();
  const expected = {
    'Photos waiting for review': await queueLength(
      request,
      adminUser,
      '/photos?status=pending&limit=100',
    ),
    'Open reports': await queueLength(request, adminUser, '/reports?status=open&limit=100'),
    'New feedback': await queueLength(request, adminUser, '/feedback?status=new&limit=100'),
    'Failed background jobs': await queueLength(request, adminUser, '/jobs/failed'),
  };
  for (const [label, count] of Object.entries(expected)) {
    await expect(attention.getByRole('listitem').filter({ hasText: label })).toContainText(
      new Intl.NumberFormat('en-US').format(count),
    );
  }
  expect(expected['Open reports']).toBeGreaterThan(0);
  expect(expected['New feedback']).toBeGreaterThan(0);
  await expectAccessible(admin);
  await shoot(admin, 'admin-overview');

  for (const path of ['/admin/feedback', '/admin/photos', '/admin/reports']) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(admin.getByText('Loading...')).toHaveCount(0);
    await expectAccessible(admin);
  }

  // Failed jobs: the stack's development mailer never fails, so the list is given one as the
  // API would (its shape is @vg/contract's FailedJobs), to check the screen with data in it.
  await admin.route('**/api/v1/admin/jobs/failed?*', (route) =>
    route.fulfill({
      json: {
        data: {
          total: 1,
          jobs: [
            {
              id: '7b0c1c8e-0000-4000-8000-000000000001',
              queue: 'notification-email',
              summary: 'Email notification (reminder-due) to a member',
              attempts: 3,
              lastError: 'connect ECONNREFUSED 127.0.0.1:25',
              createdAt: '2026-11-24T08:00:00.000Z',
              failedAt: '2026-11-25T09:30:00.000Z',
            },
          ],
        },
      },
    }),
  );
  await admin.goto('/admin/jobs');
  const job = admin.getByRole('list', { name: 'Failed jobs' }).getByRole('listitem');
  await expect(job).toContainText('connect ECONNREFUSED 127.0.0.1:25');
  await expect(job.getByRole('button', { name: /^Retry/ })).toBeVisible();
  await expect(job.getByRole('button', { name: /^Discard/ })).toBeVisible();
  await expectAccessible(admin);
  await shoot(admin, 'failed-jobs');
  await admin.context().close();
});
