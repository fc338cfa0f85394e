import type { APIRequestContext, Page } from '@playwright/test';
import { signInToDashboard } from '../support/account-flows';
import { expect, registerMember, test, type Member } from '../support/fixtures';
import { waitUntilGarageSaved } from '../support/garage-saved';

// The keeping logs work in a barn too (docs/adr/0015): after one visit online, a cost and a fill-up
// entered with no signal are shown at once, marked as waiting, and reach the server exactly once
// when the signal comes back.

const api = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

async function car(request: APIRequestContext, member: Member) {
  const created = await request.post('/api/v1/vehicles', {
    headers: api(member),
    data: {
      identifierKind: 'chassis',
      identifier: 'HBJ8-41234',
      make: 'Austin-Healey',
      model: '3000',
      modelYear: 1966,
      odometerUnit: 'mi',
      odometerReading: 48_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

const listed = async (request: APIRequestContext, member: Member, path: string) => {
  const answer = await request.get(`/api/v1${path}`, { headers: api(member) });
  return (await answer.json()) as { data: unknown };
};

const costsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Costs', exact: true });

test('offline: a cost and a fill-up wait on the device and reach the server once', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request);
  const vehicleId = await car(request, member);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToDashboard(page, member.username, member.password);

  // One visit online, as a member makes it: the service worker takes the page and a reload goes
  // through it, so the remotes' code is kept, and the garage is written to IndexedDB.
  await page.goto(`/vehicles/${vehicleId}?tab=costs`);
  await expect(
    page.getByRole('heading', { level: 1, name: '1966 Austin-Healey 3000' }),
  ).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.reload();
  await expect(costsTab(page).getByRole('button', { name: 'Add a cost' })).toBeVisible();
  await expect(costsTab(page).getByText(/No costs of keeping yet/)).toBeVisible();
  // A person reads the tab a moment before walking into the barn: by then the garage is saved.
  await waitUntilGarageSaved(page, '/api/v1/vehicles', 'HBJ8-41234');

  await context.setOffline(true);
  await page.reload();
  const costs = costsTab(page);
  await expect(page.getByText(/You're offline — showing your garage as of/)).toBeVisible();

  await costs.getByRole('button', { name: 'Add a cost' }).click();
  const costForm = costs.getByRole('form', { name: 'Add a cost' });
  await costForm.getByLabel('Kind').selectOption('insurance');
  await costForm.getByLabel('Date', { exact: false }).fill('2026-04-01');
  await costForm.getByLabel('Amount', { exact: false }).fill('385');
  await costForm.getByLabel('Currency').fill('GBP');
  await costForm.getByRole('button', { name: 'Add the cost' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  const cost = costs.getByRole('listitem').filter({ hasText: 'Insurance · £385.00' });
  await expect(cost).toContainText('Waiting to sync');
  await expect(page.getByTestId('changes-waiting-top')).toHaveText('1 change waiting');

  await costs.getByRole('button', { name: 'Add a fill-up' }).click();
  const fillForm = costs.getByRole('form', { name: 'Add a fill-up' });
  await fillForm.getByLabel('Date', { exact: false }).fill('2026-04-02');
  await fillForm.getByLabel('Odometer', { exact: false }).fill('48120');
  await fillForm.getByLabel('Volume', { exact: false }).fill('41.5');
  await fillForm.getByRole('button', { name: 'Add the fill-up' }).click();
  await expect(
    costs.getByRole('listitem').filter({ hasText: '41.5 L' }).getByText('Waiting to sync'),
  ).toBeVisible();
  await expect(page.getByTestId('changes-waiting-top')).toHaveText('2 changes waiting');

  // Closed in the barn; opened again with a signal.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/dashboard');
  await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const costCount = async () =>
    ((await listed(request, member, `/vehicles/${vehicleId}/costs`)).data as unknown[]).length;
  const fillCount = async () =>
    ((await listed(request, member, `/vehicles/${vehicleId}/fuel`)).data as { fills: unknown[] })
      .fills.length;
  await expect.poll(costCount, { timeout: 20_000 }).toBe(1);
  await expect.poll(fillCount, { timeout: 20_000 }).toBe(1);
  await expect(again.getByTestId('changes-waiting-top')).toBeHidden({ timeout: 20_000 });
  // And neither twice.
  expect(await costCount()).toBe(1);
  expect(await fillCount()).toBe(1);
  await context.close();
});
