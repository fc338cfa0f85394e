import type { APIRequestContext } from '@playwright/test';
import { signInToDashboard } from '../support/account-flows';
import { expect, expectAccessible, registerMember, test, type Member } from '../support/fixtures';

// A car's Costs tab and the dashboard's spending (docs/product.md#totals), on a phone: a cost, a
// fill-up and a valuation entered through their forms show in the sentences, the charts and the
// tables of the figures; fill-ups give the odometer and economy charts; the chart library arrives
// only with a chart, never on a visitor's page; the profile gives the calendar address.

test.use({ viewport: { width: 390, height: 844 } });

async function setUpCar(request: APIRequestContext, keeper: Member) {
  const headers = { authorization: `Bearer ${keeper.token}` };
  const car = await request.post('/api/v1/vehicles', {
    headers,
    data: {
      identifierKind: 'chassis',
      identifier: '850001',
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1962,
      visibility: 'public',
    },
  });
  expect(car.status(), await car.text()).toBe(201);
  const vehicleId = ((await car.json()) as { data: { id: string } }).data.id;
  // The fill-up before the one the keeper enters: economy is counted between two full tanks.
  const fill = await request.post(`/api/v1/vehicles/${vehicleId}/fuel`, {
    headers,
    data: {
      date: '2026-03-01',
      odometer: 41000,
      volume: 50,
      volumeUnit: 'litre',
      totalPrice: 80,
      currency: 'GBP',
    },
  });
  expect(fill.status(), await fill.text()).toBe(201);
  return vehicleId;
}

test('a keeper enters a cost and reads it in words, as a chart and as a table', async ({
  page,
  request,
}) => {
  const keeper = await registerMember(request);
  const vehicleId = await setUpCar(request, keeper);
  const chartScripts: string[] = [];
  page.on('request', (sent) => {
    if (/\/charts\.[0-9a-f]+\.js$/.test(sent.url())) chartScripts.push(sent.url());
  });

  await signInToDashboard(page, keeper.username, keeper.password);
  await page.goto(`/vehicles/${vehicleId}`);
  // The page the API renders first has the tabs it draws; a tab chosen starts the screen, which
  // has them all (docs/adr/0021).
  await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  await page.getByRole('tab', { name: 'Costs', exact: true }).click();
  const costs = page.getByRole('tabpanel', { name: 'Costs', exact: true });

  await costs.getByRole('button', { name: 'Add a cost' }).click();
  const form = costs.getByRole('form', { name: 'Add a cost' });
  await form.getByLabel('Kind').selectOption('insurance');
  await form.getByLabel('Date', { exact: false }).fill('2026-04-01');
  await form.getByLabel('Amount', { exact: false }).fill('420');
  await form.getByLabel('Currency').fill('GBP');
  await form.getByRole('button', { name: 'Add the cost' }).click();
  await expect(costs.getByText('Insurance · £420.00')).toBeVisible();

  await costs.getByRole('button', { name: 'Add a fill-up' }).click();
  const fillForm = costs.getByRole('form', { name: 'Add a fill-up' });
  await fillForm.getByLabel('Date', { exact: false }).fill('2026-03-20');
  await fillForm.getByLabel('Odometer', { exact: false }).fill('41250');
  await fillForm.getByLabel('Volume', { exact: false }).fill('45');
  await fillForm.getByLabel('Price', { exact: false }).fill('80');
  await fillForm.getByLabel('Currency').fill('GBP');
  await fillForm.getByRole('button', { name: 'Add the fill-up' }).click();
  await expect(costs.getByText(/^Mar 20, 2026 · 45 L/)).toBeVisible();

  await costs.getByRole('button', { name: 'Add a valuation' }).click();
  const valuationForm = costs.getByRole('form', { name: 'Add a valuation' });
  await valuationForm.getByLabel('Date', { exact: false }).fill('2026-04-15');
  await valuationForm.getByLabel('Kind').selectOption('agreed');
  await valuationForm.getByLabel('Valued by').fill('The insurer');
  await valuationForm.getByLabel('Amount', { exact: false }).fill('95000');
  await valuationForm.getByLabel('Currency').fill('GBP');
  await valuationForm.getByRole('button', { name: 'Add the valuation' }).click();
  await expect(costs.getByText('£95,000.00 · Agreed value (insurance)')).toBeVisible();

  // Fuel (2 × £80) and insurance, in one currency: the year's sentence, its chart and its table.
  await expect(costs.getByText('£580.00 spent in 2026, most of it on insurance.')).toBeVisible();
  await expect(
    costs.getByRole('img', { name: /^Spending per year by category, GBP\./ }),
  ).toBeVisible();
  await expect(costs.getByText(/^41,250 mi on Mar 20, 2026/)).toBeVisible();
  await costs.getByRole('button', { name: 'Show as table' }).first().click();
  const table = costs.getByRole('table', { name: 'Spending per year by category, GBP' });
  await expect(table.getByRole('row', { name: /2026/ })).toContainText('£580.00');
  // The valuation, against the cost of keeping: in its sentence and its table.
  await expect(costs.getByText(/last valued at £95,000\.00 on Apr 15, 2026\./)).toBeVisible();
  await costs.getByRole('button', { name: 'Show as table' }).nth(1).click();
  await expect(
    costs.getByRole('row', { name: /Apr 15, 2026/ }).filter({ hasText: '£95,000.00' }),
  ).toBeVisible();
  // The fill-up entered gives the economy between the two full tanks.
  await expect(costs.getByText(/^Overall economy: /)).toBeVisible();
  expect(chartScripts).toHaveLength(1);
  await expectAccessible(page);

  // The dashboard's spending per year by car.
  // Within the running app: the page the API renders first (docs/adr/0020) has no chart.
  const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('£580.00 spent across the garage in 2026.')).toBeVisible();

  // The calendar address, on the profile.
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(
    page.getByText('Subscribe to your reminders in Google, Apple or Outlook calendar'),
  ).toBeVisible();
  await expect(page.getByLabel('Calendar address')).toHaveValue(/\/api\/v1\/calendar\/.+\.ics$/);
});

test("a visitor's public car page never fetches the chart library", async ({ page, request }) => {
  const keeper = await registerMember(request);
  const vehicleId = await setUpCar(request, keeper);
  const car = await request.get(`/api/v1/vehicles/${vehicleId}`, {
    headers: { authorization: `Bearer ${keeper.token}` },
  });
  const { identifierKey } = ((await car.json()) as { data: { identifierKey: string | null } }).data;
  test.skip(!identifierKey, 'a public page needs the car to have a public key');
  const chartScripts: string[] = [];
  page.on('request', (sent) => {
    if (/\/charts\.[0-9a-f]+\.js$/.test(sent.url())) chartScripts.push(sent.url());
  });
  await page.goto(`/public/${identifierKey}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chartScripts).toEqual([]);
});
