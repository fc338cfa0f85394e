import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectAccessible,
  registerMember,
  signInAs,
  test,
  toastWith,
  type Member,
} from '../support/fixtures';

// Sale dossiers (docs/product.md#sale-dossier): the keeper makes one from the car's page; a buyer,
// signed out, opens its verification address and sees it valid; once the keeper edits a record,
// the page says that record changed after the dossier.

const SERVICE = {
  performedOn: '2021-04-17',
  odometer: 48213,
  category: 'service',
  title: 'Carburettors balanced',
  parts: [{ description: 'Float chamber gasket', partNumber: 'AUD 9021', quantity: 2 }],
};

async function api(
  request: APIRequestContext,
  member: Member,
  method: 'POST' | 'PUT',
  url: string,
  data: object,
) {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { id: string } }).data;
}

test('a keeper makes a sale dossier that a buyer can check, and an edit after it shows', async ({
  page,
  request,
  browser,
}) => {
  const keeper = await registerMember(request);
  // A private car: the keeper shares the file, not the car.
  const car = await api(request, keeper, 'POST', '/api/v1/vehicles', {
    identifierKind: 'chassis',
    identifier: '875 026',
    make: 'Jaguar',
    model: 'E-Type',
    modelYear: 1962,
  });
  const record = await api(
    request,
    keeper,
    'POST',
    `/api/v1/vehicles/${car.id}/maintenance`,
    SERVICE,
  );

  await signInAs(page, keeper);
  await page.goto(`/vehicles/${car.id}`);
  const section = page.getByRole('region', { name: 'Sale dossier' });
  await expect(section.getByText('No dossiers yet')).toBeVisible();
  await expectAccessible(page);
  await section.getByLabel('Paper size').selectOption('Letter');
  await section.getByLabel('Include costs').check();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Make dossier' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sale-dossier-1962-jaguar-e-type-[0-9A-Z]{12}\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(toastWith(page, 'Dossier made')).toBeVisible();

  const address = section.getByRole('link', { name: /\/verify\/[0-9A-Z]{12}$/ });
  await expect(address).toBeVisible();
  const verifyUrl = (await address.textContent())!.trim();
  expect(verifyUrl).toMatch(/^http:\/\/localhost:8080\/verify\//);

  // A buyer, signed out, in a browser of their own.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(verifyUrl);
  await expect(
    buyer.getByRole('heading', { level: 1, name: /^Sale dossier [0-9A-Z-]{14}$/ }),
  ).toBeVisible();
  await expect(buyer.getByText('Valid: this dossier matches the garage’s records')).toBeVisible();
  await expect(buyer.getByRole('row', { name: /Carburettors balanced.*Unchanged/ })).toBeVisible();
  await expectAccessible(buyer);

  // The keeper edits the record after the dossier was made.
  await api(request, keeper, 'PUT', `/api/v1/maintenance/${record.id}`, {
    ...SERVICE,
    odometer: 18213,
  });
  // Shared caches keep a public page up to 10 s (docs/adr/0009).
  await expect(async () => {
    await buyer.reload();
    await expect(
      buyer.getByText('This dossier no longer matches the garage’s records'),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    buyer.getByRole('row', { name: /Carburettors balanced.*Changed on .+: the odometer reading$/ }),
  ).toBeVisible();
  // What changed, never the value it now holds.
  await expect(buyer.getByText(/18,?213/)).toHaveCount(0);

  // Withdrawn, the page says so and nothing else.
  await section.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this dossier?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw dossier' }).click();
  await expect(toastWith(page, 'Dossier withdrawn')).toBeVisible();
  await expect(section.getByText('Withdrawn')).toBeVisible();
  await expect(async () => {
    await buyer.reload();
    await expect(buyer.getByText('This dossier was withdrawn')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(buyer.getByText('Carburettors balanced')).toHaveCount(0);
  await buyerContext.close();
});

const INVOICE = readFileSync(path.join(__dirname, '../fixtures/weber-invoice.pdf'));

test('a dossier lists the paper its keeper picked, and a buyer checks a copy of it in the browser', async ({
  page,
  request,
  browser,
}) => {
  const keeper = await registerMember(request);
  const car = await api(request, keeper, 'POST', '/api/v1/vehicles', {
    identifierKind: 'chassis',
    identifier: '875 028',
    make: 'Jaguar',
    model: 'E-Type',
    modelYear: 1962,
  });
  const uploaded = await request.post(`/api/v1/vehicles/${car.id}/documents`, {
    headers: { authorization: `Bearer ${keeper.token}` },
    multipart: {
      kind: 'invoice',
      title: 'Weber carburettor invoice',
      date: '2021-04-17',
      file: { name: 'weber-invoice.pdf', mimeType: 'application/pdf', buffer: INVOICE },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await signInAs(page, keeper);
  await page.goto(`/vehicles/${car.id}`);
  const section = page.getByRole('region', { name: 'Sale dossier' });
  const papers = section.getByRole('group', { name: 'Papers' });
  await papers.getByRole('checkbox', { name: 'Weber carburettor invoice' }).check();
  await papers.getByRole('checkbox', { name: 'Append the papers to the PDF' }).check();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Make dossier' }).click();
  await download;
  const address = section.getByRole('link', { name: /\/verify\/[0-9A-Z]{12}$/ });
  await expect(address).toBeVisible();

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  // Nothing the page does with a file may reach a server: no request leaves after the page loads.
  const sent: string[] = [];
  await buyer.goto((await address.textContent())!.trim());
  buyer.on('request', (sentRequest) => sent.push(sentRequest.url()));
  await expect(
    buyer.getByRole('row', { name: /Weber carburettor invoice.*Unchanged$/ }),
  ).toBeVisible();
  await expect(
    buyer.getByText(
      'Your file is checked here, in your browser: it is never uploaded, and never leaves your device.',
    ),
  ).toBeVisible();

  // By the keyboard: the file input, named by its label, opens the file chooser with Space.
  const check = buyer.getByRole('region', { name: 'Check a document' });
  const input = check.getByLabel('Check a document');
  await input.focus();
  await expect(input).toBeFocused();
  const chooser = buyer.waitForEvent('filechooser');
  await buyer.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: 'copy.pdf', mimeType: 'application/pdf', buffer: INVOICE });
  await expect(check.getByRole('status')).toHaveText(
    'This file is “Weber carburettor invoice”, exactly as the dossier lists it.',
  );
  const edited = Buffer.concat([INVOICE, Buffer.from('\n% one byte more\n')]);
  await input.setInputFiles({ name: 'edited.pdf', mimeType: 'application/pdf', buffer: edited });
  await expect(
    buyer.getByText('This file is not one of this dossier’s documents, or it has been changed.'),
  ).toBeVisible();
  expect(sent).toEqual([]);
  await expectAccessible(buyer);
  // On a phone the papers and their fingerprints wrap: the page does not scroll sideways.
  await buyer.setViewportSize({ width: 390, height: 844 });
  await expect(check.getByLabel('Check a document')).toBeVisible();
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await buyerContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the car page does not scroll sideways once a dossier is made, and the buyer sees which date is which', async ({
    page,
    request,
    browser,
  }) => {
    const keeper = await registerMember(request);
    const car = await api(request, keeper, 'POST', '/api/v1/vehicles', {
      identifierKind: 'chassis',
      identifier: '875 027',
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1962,
    });
    await api(request, keeper, 'POST', `/api/v1/vehicles/${car.id}/maintenance`, SERVICE);

    await signInAs(page, keeper);
    await page.goto(`/vehicles/${car.id}`);
    const section = page.getByRole('region', { name: 'Sale dossier' });
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Make dossier' }).click();
    await download;
    const address = section.getByRole('link', { name: /\/verify\/[0-9A-Z]{12}$/ });
    await expect(address).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(section.getByText('Valid', { exact: true })).toBeVisible();

    const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const buyer = await buyerContext.newPage();
    await buyer.goto((await address.textContent())!.trim());
    const row = buyer.getByRole('row', { name: /Carburettors balanced/ });
    for (const label of ['Date', 'First entered', 'Since the dossier'])
      await expect(row.getByText(label, { exact: true })).toBeVisible();
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await buyerContext.close();
  });
});
