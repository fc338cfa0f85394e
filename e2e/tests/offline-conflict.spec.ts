import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, registerMember, signInAs, test, type Member } from '../support/fixtures';

// A record changed in a second browser while the first was offline. The first shows the conflict
// with the server's reason and the choices; what the member chooses is what the API then holds, and
// nothing is lost (docs/adr/0015).

const api = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

async function carWithRecord(request: APIRequestContext, member: Member) {
  const created = await request.post('/api/v1/vehicles', {
    headers: api(member),
    data: {
      identifierKind: 'chassis',
      identifier: 'XPAG 2231',
      make: 'MG',
      model: 'TC',
      modelYear: 1948,
      odometerUnit: 'mi',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicleId = ((await created.json()) as { data: { id: string } }).data.id;
  const record = await request.post(`/api/v1/vehicles/${vehicleId}/maintenance`, {
    headers: api(member),
    data: { performedOn: '2025-06-01', category: 'repair', title: 'Dynamo rebuilt' },
  });
  expect(record.status(), await record.text()).toBe(201);
  return { vehicleId, recordId: ((await record.json()) as { data: { id: string } }).data.id };
}

async function openLogbook(browser: Browser, member: Member, vehicleId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, member);
  await page.goto(`/vehicles/${vehicleId}?tab=maintenance`);
  await expect(page.getByRole('article', { name: /Dynamo rebuilt/ })).toBeVisible();
  return { context, page };
}

async function retitle(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  await page.getByLabel('Title').fill(to);
  await page.getByRole('button', { name: 'Save changes' }).click();
}

for (const { choice, kept } of [
  { choice: 'Keep mine', kept: 'Dynamo rebuilt, new brushes' },
  { choice: 'Keep theirs', kept: 'Dynamo rebuilt by Lucas' },
]) {
  test(`a record edited elsewhere while offline: "${choice}"`, async ({ browser, request }) => {
    const member = await registerMember(request);
    const { vehicleId, recordId } = await carWithRecord(request, member);
    const first = await openLogbook(browser, member, vehicleId);
    const second = await openLogbook(browser, member, vehicleId);

    // In the barn: the first browser edits offline; the change waits.
    await first.context.setOffline(true);
    await retitle(first.page, 'Dynamo rebuilt', 'Dynamo rebuilt, new brushes');
    await expect(first.page.getByRole('article', { name: /new brushes/ })).toContainText(
      'Waiting to sync',
    );

    // Meanwhile, at home, the second browser edits the same record.
    await retitle(second.page, 'Dynamo rebuilt', 'Dynamo rebuilt by Lucas');
    await expect(second.page.getByRole('article', { name: /by Lucas/ })).toBeVisible();

    // Back online: the first shows the conflict, with the server's reason and the choices.
    await first.context.setOffline(false);
    const panel = first.page.getByTestId('changes-waiting');
    await expect(panel).toContainText(
      'This record was changed elsewhere since this change was made.',
    );
    await expect(panel.getByRole('button', { name: 'Keep mine' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Keep theirs' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(first.page.getByTestId('changes-waiting-top')).toHaveText('1 change waiting');

    await panel.getByRole('button', { name: choice }).click();
    await expect(first.page.getByTestId('changes-waiting-top')).toBeHidden();
    await expect(first.page.getByRole('article', { name: new RegExp(kept) })).toBeVisible();
    const stored = await request.get(`/api/v1/maintenance/${recordId}`, { headers: api(member) });
    expect(((await stored.json()) as { data: { title: string } }).data.title).toBe(kept);

    await first.context.close();
    await second.context.close();
  });
}
