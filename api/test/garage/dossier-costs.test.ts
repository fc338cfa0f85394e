import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar } from './garage-fixtures.js';
import { ok } from './keeping-fixtures.js';

// A sale dossier's 'What keeping it cost' (docs/product.md#sale-dossier): printed only when the
// keeper includes costs, with the Costs tab's totals, a named range's and the spending per year.

let ctx: TestContext;
let keeper: TestUser;
let car: string;

const makeDossier = (body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car}/dossiers`,
    headers: keeper.headers,
    payload: body,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx);
  car = (
    await createVehicle(ctx, keeper, {
      ...preWarCar,
      purchaseDate: '2020-01-01',
      purchaseOdometer: 40_000,
      purchasePrice: 90_000,
      purchaseCurrency: 'GBP',
    })
  ).id;
  const post = (url: string, body: Record<string, unknown>) => ok(ctx, keeper, 'POST', url, body);
  await post(`/vehicles/${car}/maintenance`, {
    performedOn: '2021-03-01',
    category: 'restoration',
    title: 'Body off the chassis',
    totalCost: 8_000,
    currency: 'GBP',
    odometer: 40_100,
  });
  await post(`/vehicles/${car}/maintenance`, {
    performedOn: '2023-05-01',
    category: 'service',
    title: 'Annual service',
    totalCost: 400,
    currency: 'GBP',
    odometer: 42_100,
  });
  await post(`/vehicles/${car}/costs`, {
    kind: 'insurance',
    date: '2021-02-01',
    amount: 300,
    currency: 'GBP',
  });
}, 60_000);
afterAll(() => ctx.close());

describe("the dossier's costs", () => {
  it('prints the totals, per mile, the named range and each year when the keeper includes costs', async () => {
    const res = await makeDossier({
      costs: true,
      costRange: { name: 'The restoration', from: '2021-01-01', to: '2021-12-31' },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('What keeping it cost');
    expect(text).toContain('1 Jan 2020 · for £90,000.00 · at 40,000 mi');
    expect(text).toContain('Spent since purchase');
    expect(text).toContain('£8,700.00');
    // 8,700 over the 2,100 miles from the purchase reading to the highest since.
    expect(text).toContain('£4.14 per mi over 2,100 mi');
    expect(text).toContain('The restoration (1 Jan 2021 to 31 Dec 2021)');
    expect(text).toContain('£8,300.00');
    expect(text).toContain('Work (maintenance and modifications)');
    expect(text).toContain('Spending per year');
    expect(text).toMatch(/2023\s+£400\.00/);
  });

  it('prints none of it by default', async () => {
    const res = await makeDossier({});
    expect(res.statusCode).toBe(201);
    const text = await pdfText(res.rawPayload);
    expect(text).not.toContain('What keeping it cost');
    expect(text).not.toContain('£8,700.00');
  });

  it('refuses a range without costs, or one that ends before it starts, naming the field', async () => {
    const without = await makeDossier({ costRange: { name: 'Restoration', from: '2021-01-01' } });
    expect(without.statusCode).toBe(422);
    expect(without.json().error.fields).toEqual({
      costRange: 'Include costs to total a stretch of time.',
    });
    const backwards = await makeDossier({
      costs: true,
      costRange: { name: 'Restoration', from: '2022-01-01', to: '2021-01-01' },
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.fields).toEqual({
      costRange: 'The last day comes after the first.',
    });
  });
});
