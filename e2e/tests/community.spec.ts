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

// The community end to end (docs/product.md, Community, Comments, Registry): follow, the Following
// feed, comments and their notification, a report an administrator acts on, and the registry's
// search, which never shows a private car.

const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

interface Car {
  id: string;
  identifierKey: string;
}

async function addCar(
  request: APIRequestContext,
  owner: Member,
  fields: Record<string, unknown>,
): Promise<Car> {
  const response = await request.post('/api/v1/vehicles', { headers: auth(owner), data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Car }).data;
}

/** A page of its own (its own storage) for one person; a visitor when `member` is left out. */
async function personPage(browser: Browser, member?: Member): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (member) await signInAs(page, member);
  return page;
}

const comment = (page: Page, username: string) =>
  page.getByRole('article', { name: `Comment by @${username}` });

test('follow, comment, report and the registry between two keepers, an admin and a visitor', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const model = `Giulia Sprint ${suffix}`;
  const keeperA = await registerMember(request, { username: `alfa${suffix}` });
  const keeperB = await registerMember(request, { username: `bert${suffix}` });
  const giulia = await addCar(request, keeperA, {
    identifierKind: 'chassis',
    identifier: `AR ${suffix}`,
    make: 'Alfa-Romeo',
    model,
    modelYear: 1964,
    coachbuilder: 'Bertone',
    currentColour: 'Rosso Alfa',
    visibility: 'public',
  });
  // B's own car of the same model stays private: the registry must never show it.
  await addCar(request, keeperB, {
    identifierKind: 'chassis',
    identifier: `BP ${suffix}`,
    make: 'Alfa Romeo',
    model,
    modelYear: 1965,
    currentColour: 'Bianco Spino',
    visibility: 'private',
  });
  const carPath = `/public/${giulia.identifierKey}`;

  // B follows A's public car from its page.
  const b = await personPage(browser, keeperB);
  await b.goto(carPath);
  await expect(b.getByRole('heading', { level: 2, name: 'Community' })).toBeVisible();
  await b.getByRole('button', { name: 'Follow this car' }).click();
  await expect(b.getByText('Following this car')).toBeVisible();
  await expect(b.getByRole('button', { name: 'Unfollow this car' })).toBeVisible();
  await expectAccessible(b);

  // A logs a record on the public car; B sees it under Following.
  const logged = await request.post(`/api/v1/vehicles/${giulia.id}/maintenance`, {
    headers: auth(keeperA),
    data: {
      performedOn: '2026-11-20',
      category: 'service',
      title: 'Balanced the Weber carburettors',
    },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  await b.goto('/community');
  await expect(b.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
  const following = b.getByRole('list', { name: 'Following' });
  await expect(following.getByRole('listitem').first()).toContainText(
    `@${keeperA.username} logged “Balanced the Weber carburettors”`,
  );
  await expectAccessible(b);

  // B comments; A is notified and replies.
  await b.goto(carPath);
  await b.getByRole('textbox', { name: 'Add a comment' }).fill('How did you *balance* the Webers?');
  await b.getByRole('button', { name: 'Post comment' }).click();
  await expect(comment(b, keeperB.username)).toContainText('How did you balance the Webers?');

  const a = await personPage(browser, keeperA);
  await a.goto('/notifications');
  await expect(a.getByText(/commented on/).first()).toBeVisible();
  await a.goto(carPath);
  await a.getByRole('button', { name: `Reply to @${keeperB.username}` }).click();
  await a
    .getByRole('textbox', { name: `Your reply to @${keeperB.username}` })
    .fill('With a synchrometer, see [my notes](https://example.org/webers).');
  await a.getByRole('button', { name: 'Post reply' }).click();
  const reply = comment(a, keeperA.username);
  await expect(reply).toBeVisible();
  await expect(reply.getByRole('link', { name: 'my notes' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  );

  // B reports the reply; an administrator hides it; a visitor no longer sees it.
  await b.reload();
  await b.getByRole('button', { name: `Report the comment by @${keeperA.username}` }).click();
  const dialog = b.getByRole('dialog', { name: `Report the comment by @${keeperA.username}` });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('off-topic');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toastWith(b, 'Report sent')).toBeVisible();

  const admin = await personPage(browser, await adminMember(request));
  await admin.goto('/admin/reports');
  const report = admin.getByRole('article', {
    name: `Report of a comment by @${keeperA.username}`,
  });
  await expect(report).toContainText('Off-topic');
  await expectAccessible(admin);
  await report.getByRole('button', { name: 'Hide comment' }).first().click();
  await expect(toastWith(admin, /Comment hidden/)).toBeVisible();

  const visitor = await personPage(browser);
  await visitor.goto(carPath);
  await startTheApp(visitor);
  await expect(comment(visitor, keeperB.username)).toBeVisible();
  await expect(comment(visitor, keeperA.username)).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
  await expectAccessible(visitor);

  // A visitor finds A's car on the registry by its model; B's private car is not there.
  await visitor.goto('/registry');
  await visitor.getByRole('searchbox', { name: 'Search the registry' }).fill(model);
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(/\/registry\?q=/);
  const cars = visitor.getByRole('list', { name: 'Cars on the registry' });
  await expect(cars.getByRole('listitem')).toHaveCount(1);
  await expect(cars.getByRole('listitem')).toContainText(`Kept by @${keeperA.username}`);
  await expect(visitor.getByText(`@${keeperB.username}`)).toHaveCount(0);
  await expectAccessible(visitor);
  await cars.getByRole('link', { name: new RegExp(model) }).click();
  await expect(visitor).toHaveURL(carPath);

  for (const page of [a, b, admin, visitor]) await page.context().close();
});

test('the registry and the activity page on a phone', async ({ browser, request }) => {
  const keeper = await registerMember(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, keeper);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing has happened yet' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Mobile navigation' })
      .getByRole('link', { name: /^Activity/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await page.goto('/registry?q=no-such-car-anywhere');
  await expect(
    page.getByRole('heading', { name: 'No car matches “no-such-car-anywhere”' }),
  ).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
