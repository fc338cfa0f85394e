import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInToDashboard } from '../support/account-flows';
import { expect, expectAccessible, registerMember, test, type Member } from '../support/fixtures';

// A car's papers (docs/product.md#papers), on a phone, the way a keeper gets there: signed in
// through the form, an invoice attached to the record of the work, found again by a word in it,
// made into a record of its own, put in a sale dossier; a buyer then checks a copy of it on the
// dossier's verification page (and an edited copy, which does not match).

const INVOICE = readFileSync(path.join(__dirname, '../fixtures/weber-invoice.pdf'));

test.use({ viewport: { width: 390, height: 844 } });

async function setUpCar(request: APIRequestContext, keeper: Member) {
  const headers = { authorization: `Bearer ${keeper.token}` };
  const car = await request.post('/api/v1/vehicles', {
    headers,
    data: {
      identifierKind: 'chassis',
      identifier: 'AR 10112',
      make: 'Alfa Romeo',
      model: 'Giulia Sprint',
      modelYear: 1965,
    },
  });
  expect(car.status(), await car.text()).toBe(201);
  const vehicleId = ((await car.json()) as { data: { id: string } }).data.id;
  const record = await request.post(`/api/v1/vehicles/${vehicleId}/maintenance`, {
    headers,
    data: { performedOn: '1998-03-10', category: 'repair', title: 'Carburettors rebuilt' },
  });
  expect(record.status(), await record.text()).toBe(201);
  return vehicleId;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

test('a keeper keeps an invoice with its record, finds it by a word, makes a record of it and a buyer checks it in the dossier', async ({
  page,
  request,
  browser,
}) => {
  // The background reader reads the invoice on a machine that runs the whole suite.
  test.setTimeout(180_000);
  const keeper = await registerMember(request);
  const vehicleId = await setUpCar(request, keeper);

  await signInToDashboard(page, keeper.username, keeper.password);
  await page.goto(`/vehicles/${vehicleId}`);

  // The invoice goes with the work it paid for.
  const maintenance = await openTab(page, 'Maintenance');
  await maintenance.getByRole('button', { name: 'Attach a paper to Carburettors rebuilt' }).click();
  const attach = page.getByRole('dialog', { name: 'Attach a paper to Carburettors rebuilt' });
  await attach.getByLabel('Choose files').setInputFiles({
    name: 'weber-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: INVOICE,
  });
  await attach.getByLabel('Kind').selectOption({ label: 'Invoice or receipt' });
  await attach.getByRole('button', { name: 'Upload' }).click();
  await expect(attach).toBeHidden();
  await expect(maintenance.getByText('weber-invoice')).toBeVisible();

  // Found again by a word only its text holds, once the reader has read it.
  await page.goto('/search');
  const search = page.getByLabel('Search your garage');
  await expect(async () => {
    await search.fill('');
    await search.fill('Weber');
    await expect(page.locator('mark', { hasText: 'Weber' }).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(page);

  // The receipt becomes a record of its own, its figures for the keeper to confirm.
  await page.goto(`/vehicles/${vehicleId}`);
  const papers = await openTab(page, 'Papers');
  await papers.getByRole('button', { name: 'Make a record from this' }).click();
  const draft = page.getByRole('form', { name: 'Make a record from weber-invoice' });
  await expect(draft.getByLabel('Date')).toHaveValue('1998-03-14');
  await expect(draft.getByLabel('Shop name')).toHaveValue('Marque Specialists Ltd');
  await expect(draft.getByRole('spinbutton', { name: /Unit cost/ }).first()).toHaveValue('412.50');
  await draft.getByLabel('Title').fill('Weber carburettors rebuilt by Marque Specialists');
  await draft.getByRole('button', { name: 'Save record' }).click();
  const logbook = await openTab(page, 'Maintenance');
  const made = logbook.getByRole('article', {
    name: /^Weber carburettors rebuilt by Marque Specialists/,
  });
  await expect(made).toBeVisible();
  await expect(made.getByText('£412.50').first()).toBeVisible();
  await expect(made.getByText('weber-invoice')).toBeVisible();

  // In a sale dossier, and checked by a buyer without it leaving their device.
  const overview = await openTab(page, 'Overview');
  const dossier = overview.getByRole('region', { name: 'Sale dossier' });
  await dossier
    .getByRole('group', { name: 'Papers' })
    .getByRole('checkbox', { name: 'weber-invoice' })
    .check();
  const download = page.waitForEvent('download');
  await dossier.getByRole('button', { name: 'Make dossier' }).click();
  await download;
  const address = dossier.getByRole('link', { name: /\/verify\/[0-9A-Z]{12}$/ });
  await expect(address).toBeVisible();

  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto((await address.textContent())!.trim());
  await expect(buyer.getByRole('row', { name: /weber-invoice.*Unchanged$/ })).toBeVisible();
  const check = buyer
    .getByRole('region', { name: 'Check a document' })
    .getByLabel('Check a document');
  await check.setInputFiles({
    name: 'from-the-seller.pdf',
    mimeType: 'application/pdf',
    buffer: INVOICE,
  });
  await expect(
    buyer.getByText('This file is “weber-invoice”, exactly as the dossier lists it.'),
  ).toBeVisible();
  // The same invoice saved again with one line more: a different file to the byte.
  const edited = Buffer.concat([INVOICE, Buffer.from('\n% corrected total\n')]);
  await check.setInputFiles({ name: 'edited.pdf', mimeType: 'application/pdf', buffer: edited });
  await expect(
    buyer.getByText('This file is not one of this dossier’s documents, or it has been changed.'),
  ).toBeVisible();
  await buyerContext.close();
});
