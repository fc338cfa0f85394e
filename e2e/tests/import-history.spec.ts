import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInToDashboard } from '../support/account-flows';
import { expect, expectAccessible, registerMember, test } from '../support/fixtures';

// Bringing a car's history in (docs/product.md#importing-history), on a phone: a LubeLogger
// service-record export (as an American install writes it, one of its days mistyped) is read into
// a preview, its good rows imported, the refused one fetched back, fixed and imported, the records
// seen on the car's page with their total, and the import undone.

const EXPORT = readFileSync(path.join(__dirname, '../fixtures/lubelogger-service-records.csv'));

test.use({ viewport: { width: 390, height: 844 } });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

test('a keeper imports a LubeLogger export, fixes the refused row, sees the records and undoes the import', async ({
  page,
  request,
}) => {
  const keeper = await registerMember(request);
  const car = await request.post('/api/v1/vehicles', {
    headers: { authorization: `Bearer ${keeper.token}` },
    data: {
      identifierKind: 'chassis',
      identifier: 'AR 10113',
      make: 'Alfa Romeo',
      model: 'Spider',
    },
  });
  expect(car.status(), await car.text()).toBe(201);
  const vehicleId = ((await car.json()) as { data: { id: string } }).data.id;

  await signInToDashboard(page, keeper.username, keeper.password);
  await page.goto(`/vehicles/${vehicleId}`);

  let panel = await openTab(page, 'Import history');
  await panel.getByLabel('Choose a file').setInputFiles({
    name: 'service-records.csv',
    mimeType: 'text/csv',
    buffer: EXPORT,
  });
  await expect(panel.getByRole('heading', { name: 'service-records.csv' })).toBeVisible();
  await expect(
    panel.getByText('A LubeLogger export of service, repair or upgrade records.'),
  ).toBeVisible();
  await expect(panel.getByText("row 3: the date '2/30/2024' does not exist")).toBeVisible();
  await expect(panel.getByRole('table', { name: /The first rows/ })).toContainText('Oil change');
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Import 2 maintenance records' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Imported from service-records.csv' }),
  ).toBeVisible();

  // The refused row comes back as CSV, is fixed and imported on its own.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the refused rows (CSV)' }).click();
  const refused = readFileSync(await (await download).path(), 'utf8');
  expect(refused).toContain("row 3: the date '2/30/2024' does not exist");
  await panel.getByLabel('Import another file').setInputFiles({
    name: 'service-records (not imported).csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(refused.replace('2/30/2024', '2/28/2024')),
  });
  await panel.getByRole('button', { name: 'Import 1 maintenance record' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Imported from service-records (not imported).csv' }),
  ).toBeVisible();
  await expectAccessible(page);

  // On the car's page, with the right total.
  const maintenance = await openTab(page, 'Maintenance');
  for (const title of ['Oil change', 'Brake pads', 'Tune-up'])
    await expect(maintenance.getByText(title, { exact: true })).toBeVisible();
  await page.goto('/maintenance');
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('1,288.76');

  // Undone on a later visit: the first import's records go, the fixed row's stays.
  await page.goto(`/vehicles/${vehicleId}`);
  panel = await openTab(page, 'Import history');
  await panel.getByRole('button', { name: 'Undo the import of service-records.csv' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('The 2 records imported from service-records.csv');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(panel.getByText(/2 records imported, undone on/)).toBeVisible();
  const after = await openTab(page, 'Maintenance');
  await expect(after.getByText('Brake pads', { exact: true })).toBeVisible();
  await expect(after.getByText('Oil change', { exact: true })).toHaveCount(0);
});
