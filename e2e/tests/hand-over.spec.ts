import type { APIRequestContext } from '@playwright/test';
import { signInToDashboard, unique } from '../support/account-flows';
import { expect, registerMember, test, type Member } from '../support/fixtures';

// A car changes hands with its history (docs/product.md#hand-over): its keeper makes a hand-over
// code on the car's page and gives the link to the buyer, who registers through it, reads what
// comes with the car and takes it into their garage, records and all.

const api = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

async function carWithHistory(request: APIRequestContext, seller: Member) {
  const created = await request.post('/api/v1/vehicles', {
    headers: api(seller),
    data: {
      identifierKind: 'chassis',
      identifier: 'HBJ8-43001',
      make: 'Austin-Healey',
      model: '3000',
      modelYear: 1967,
      odometerUnit: 'mi',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicleId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const [performedOn, title] of [
    ['2021-04-10', 'Carburettors rebuilt'],
    ['2024-05-02', 'Annual service'],
  ] as const) {
    const record = await request.post(`/api/v1/vehicles/${vehicleId}/maintenance`, {
      headers: api(seller),
      data: { performedOn, category: 'service', title, totalCost: 240, currency: 'GBP' },
    });
    expect(record.status(), await record.text()).toBe(201);
  }
  return vehicleId;
}

test('a keeper hands a car over to a buyer who registers through the link', async ({
  browser,
  request,
}) => {
  const seller = await registerMember(request);
  const vehicleId = await carWithHistory(request, seller);

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInToDashboard(sellerPage, seller.username, seller.password);
  await sellerPage.goto(`/vehicles/${vehicleId}`);
  await sellerPage.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  await sellerPage.getByRole('tab', { name: 'Overview', exact: true }).click();
  const section = sellerPage.getByRole('region', { name: 'Hand over to the new keeper' });
  await section.getByLabel('Day of the sale', { exact: false }).fill('2026-11-28');
  await section.getByRole('button', { name: 'Make the hand-over code' }).click();
  await expect(section.getByLabel('Hand-over code')).toHaveText(
    /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  );
  const link = await section.getByText(/\/hand-over\/[0-9A-Z]{12}$/).textContent();
  expect(link).toBeTruthy();
  await sellerContext.close();

  // The buyer opens the link signed out: sign in or create an account, and come back to it.
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await buyer.newPage();
  await page.goto(new URL(link!).pathname);
  await page.getByRole('link', { name: 'Create an account' }).click();
  const name = `buyer${unique()}`;
  await page.getByLabel('Email').fill(`${name}@e2e.vintage-garage.test`);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill('a long passphrase of words');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('link', { name: 'Continue where you were going' }).click();

  await expect(page.getByRole('heading', { name: '1967 Austin-Healey 3000' })).toBeVisible();
  await expect(
    page.getByText(
      'Sold on Nov 28, 2026. With it come its particulars and its history: 2 maintenance records.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('The previous keeper keeps the costs and private notes.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Take the car into my garage' }).click();

  // The car's page, in the buyer's garage, with its history.
  await expect(page).toHaveURL(`/vehicles/${vehicleId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '1967 Austin-Healey 3000' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  await expect(page.getByRole('article', { name: /Carburettors rebuilt/ })).toContainText(
    /Recorded by the previous keeper, [A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );
  await expect(page.getByRole('article', { name: /Annual service/ })).toBeVisible();

  // And no longer the seller's.
  const theirs = await request.get(`/api/v1/vehicles/${vehicleId}`, { headers: api(seller) });
  expect(theirs.status()).toBe(404);
  await buyer.close();
});
