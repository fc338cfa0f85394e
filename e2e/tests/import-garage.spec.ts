import type { APIRequestContext } from '@playwright/test';
import { signInToDashboard } from '../support/account-flows';
import { expect, expectAccessible, registerMember, startTheApp, test } from '../support/fixtures';

// The whole garage from one spreadsheet (docs/product.md#importing-history), on a phone: a keeper
// with two cars imports one CSV from the garage page, its car column naming each row's car (by
// registration, by name), sees how many rows go to each car and the row naming no car of theirs
// refused, imports, and finds each record on its own car's page.

test.use({ viewport: { width: 390, height: 844 } });

const GARAGE_CSV = [
  'Date;Vehicle;Work;Mileage;Cost',
  '1998-03-04;ABC 123D;Full service;54000;£110.50',
  '1999-05-06;morris minor;Kingpins greased;30000;£25.00',
  '2000-06-07;Jag;Wash;;',
  '2001-07-08;abc123d;New tyres;55000;£300.00',
].join('\r\n');

async function addCar(request: APIRequestContext, token: string, data: object) {
  const res = await request.post('/api/v1/vehicles', {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test("a keeper imports the whole garage's history from one file, each row onto its car", async ({
  page,
  request,
}) => {
  const keeper = await registerMember(request);
  const jaguar = await addCar(request, keeper.token, {
    identifierKind: 'chassis',
    identifier: '1E 1234',
    make: 'Jaguar',
    model: 'E-Type',
    modelYear: 1967,
    registration: 'ABC 123D',
    odometerUnit: 'mi',
  });
  const minor = await addCar(request, keeper.token, {
    identifierKind: 'none',
    make: 'Morris',
    model: 'Minor',
    modelYear: 1960,
    odometerUnit: 'mi',
  });

  await signInToDashboard(page, keeper.username, keeper.password);
  // The garage arrives as the server's copy; the app takes over at the keeper's first move.
  await page.goto('/vehicles');
  await startTheApp(page);
  await page.getByRole('button', { name: 'Import history' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Import your garage's history" }),
  ).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'garage.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(GARAGE_CSV),
  });
  await expect(page.getByRole('heading', { name: 'garage.csv' })).toBeVisible();
  const perCar = page.getByRole('list', { name: 'Rows for each car' });
  await expect(perCar).toContainText('1967 Jaguar E-Type (ABC 123D): 2 rows');
  await expect(perCar).toContainText('1960 Morris Minor: 1 row');
  await expect(page.getByText("row 4: no car in your garage is called 'Jag'")).toBeVisible();
  await expect(page.getByRole('table', { name: /The first rows/ })).toContainText('Morris Minor');
  await expectAccessible(page);

  // The car column is one of the columns the keeper may change, by keyboard too.
  await page.getByText('Which column is which').click();
  await expect(page.getByLabel('Car', { exact: true })).toHaveValue('Vehicle');

  const importButton = page.getByRole('button', { name: 'Import 3 maintenance records' });
  await importButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Imported from garage.csv' })).toBeVisible();
  await expectAccessible(page);

  // Each record on its own car's page, and none on the other's.
  await page.goto(`/vehicles/${jaguar}`);
  await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  let panel = page.getByRole('tabpanel', { name: 'Maintenance', exact: true });
  await expect(panel.getByText('Full service', { exact: true })).toBeVisible();
  await expect(panel.getByText('New tyres', { exact: true })).toBeVisible();
  await expect(panel.getByText('Kingpins greased', { exact: true })).toHaveCount(0);
  await page.goto(`/vehicles/${minor}`);
  await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  panel = page.getByRole('tabpanel', { name: 'Maintenance', exact: true });
  await expect(panel.getByText('Kingpins greased', { exact: true })).toBeVisible();
  await expect(panel.getByText('Full service', { exact: true })).toHaveCount(0);

  // Undone on a later visit, from the garage's import page: both cars' records go.
  await page.goto('/vehicles?import=1');
  await page.getByRole('button', { name: 'Undo the import of garage.csv' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('The 3 records imported from garage.csv');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText(/3 records imported, undone on/)).toBeVisible();
  await page.goto(`/vehicles/${minor}`);
  await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  panel = page.getByRole('tabpanel', { name: 'Maintenance', exact: true });
  await expect(panel.getByText('Kingpins greased', { exact: true })).toHaveCount(0);
});
