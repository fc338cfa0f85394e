import type { CostSummary, GarageSpending } from '@vg/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar } from './garage-fixtures.js';
import { call, ok } from './keeping-fixtures.js';

// What a car cost to keep, per year, category and currency, and the charts' series
// (docs/product.md#totals).

let ctx: TestContext;
let owner: TestUser;
let car: string;
let second: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  car = (
    await createVehicle(ctx, owner, {
      ...preWarCar,
      purchaseDate: '2020-01-01',
      purchaseOdometer: 40_000,
      purchasePrice: 90_000,
      purchaseCurrency: 'GBP',
    })
  ).id;
  const post = (url: string, body: Record<string, unknown>) => ok(ctx, owner, 'POST', url, body);
  const work = (performedOn: string, totalCost: number, odometer?: number) =>
    post(`/vehicles/${car}/maintenance`, {
      performedOn,
      category: 'service',
      title: 'Service',
      totalCost,
      currency: 'GBP',
      ...(odometer !== undefined && { odometer }),
    });
  await work('2019-06-01', 100); // the previous keeper's, before the purchase
  await work('2021-03-01', 500, 41_000);
  await post(`/vehicles/${car}/modifications`, {
    title: 'Electronic ignition',
    system: 'ignition',
    performedOn: '2022-05-01',
    cost: 1200,
    currency: 'GBP',
  });
  await post(`/vehicles/${car}/costs`, {
    kind: 'insurance',
    date: '2021-02-01',
    amount: 300,
    currency: 'GBP',
  });
  await post(`/vehicles/${car}/costs`, {
    kind: 'storage',
    date: '2022-01-01',
    amount: 50,
    currency: 'GBP',
  });
  for (const [date, odometer, totalPrice] of [
    ['2022-06-01', 42_000, 60],
    ['2022-07-01', 42_300, 50],
  ] as const) {
    await post(`/vehicles/${car}/fuel`, {
      date,
      odometer,
      volume: 10,
      volumeUnit: 'imperial_gallon',
      totalPrice,
      currency: 'GBP',
    });
  }
  await post(`/vehicles/${car}/valuations`, {
    date: '2023-01-01',
    amount: 110_000,
    currency: 'GBP',
    kind: 'agreed',
  });
  second = (await createVehicle(ctx, owner)).id;
  await post(`/vehicles/${second}/costs`, {
    kind: 'club',
    date: '2022-03-01',
    amount: 80,
    currency: 'EUR',
  });
});
afterAll(() => ctx.close());

const summary = (query = '') =>
  ok<CostSummary>(ctx, owner, 'GET', `/vehicles/${car}/cost-summary${query}`);

describe('a car’s cost summary', () => {
  it('sums spending per year and category, work being maintenance and modifications', async () => {
    const { perYear } = await summary();
    expect(perYear.map((point) => [point.year, point.currency, point.total])).toEqual([
      [2019, 'GBP', 100],
      [2021, 'GBP', 800],
      [2022, 'GBP', 1360],
    ]);
    expect(perYear[2]!.byCategory).toEqual({
      work: 1200,
      insurance: 0,
      road_tax: 0,
      inspection: 0,
      storage: 50,
      transport: 0,
      club: 0,
      other: 0,
      fuel: 110,
    });
  });

  it('counts since purchase, and per mile over the readings since', async () => {
    const data = await summary();
    expect(data.purchase).toEqual({
      date: '2020-01-01',
      price: 90_000,
      currency: 'GBP',
      odometer: 40_000,
    });
    expect(data.sincePurchase).toEqual([expect.objectContaining({ currency: 'GBP', total: 2160 })]);
    // 2,160 over 40,000 → 42,300 miles.
    expect(data.perDistance).toEqual({
      unit: 'mi',
      amount: 0.939,
      currency: 'GBP',
      distance: 2300,
      reason: null,
    });
    expect(data.cumulative.at(-1)).toEqual({ date: '2022-07-01', currency: 'GBP', total: 2160 });
    expect(data.cumulative[0]).toEqual({ date: '2021-02-01', currency: 'GBP', total: 300 });
  });

  it('answers what was spent in a named range', async () => {
    const data = await summary('?from=2021-01-01&to=2021-12-31');
    expect(data.range).toEqual({
      from: '2021-01-01',
      to: '2021-12-31',
      totals: [expect.objectContaining({ currency: 'GBP', total: 800 })],
    });
    expect((await summary()).range).toBeNull();
    const backwards = await call(
      ctx,
      owner,
      'GET',
      `/vehicles/${car}/cost-summary?from=2022-01-01&to=2021-01-01`,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.fields).toEqual({ to: 'End the range on or after its start.' });
    const noDay = await call(ctx, owner, 'GET', `/vehicles/${car}/cost-summary?from=2021-02-30`);
    expect(noDay.statusCode).toBe(400);
    expect(Object.keys(noDay.json().error.fields)).toEqual(['from']);
  });

  it('gives the charts their series: valuations, odometer, economy', async () => {
    const data = await summary();
    expect(data.valuations).toEqual([
      { date: '2023-01-01', currency: 'GBP', amount: 110_000, kind: 'agreed' },
    ]);
    expect(data.odometer).toEqual([
      { date: '2020-01-01', odometer: 40_000, source: 'purchase' },
      { date: '2021-03-01', odometer: 41_000, source: 'maintenance' },
      { date: '2022-06-01', odometer: 42_000, source: 'fuel' },
      { date: '2022-07-01', odometer: 42_300, source: 'fuel' },
    ]);
    expect(data.economy).toMatchObject({ unit: 'mpg_uk', overall: 30 });
  });

  it('has no figure per mile across currencies, and says why', async () => {
    const data = await ok<CostSummary>(ctx, owner, 'GET', `/vehicles/${second}/cost-summary`);
    expect(data.perDistance).toMatchObject({ amount: null, reason: 'no_odometer_span' });
    await ok(ctx, owner, 'POST', `/vehicles/${second}/costs`, {
      kind: 'club',
      date: '2023-03-01',
      amount: 70,
      currency: 'GBP',
    });
    const mixed = await ok<CostSummary>(ctx, owner, 'GET', `/vehicles/${second}/cost-summary`);
    expect(mixed.perDistance).toMatchObject({ amount: null, reason: 'several_currencies' });
    expect(mixed.sincePurchase.map((total) => [total.currency, total.total])).toEqual([
      ['EUR', 80],
      ['GBP', 70],
    ]);
  });
});

it('answers the garage’s spending per year by car and currency', async () => {
  const data = await ok<GarageSpending>(ctx, owner, 'GET', '/dashboard/spending');
  expect(data.vehicles.map((vehicle) => vehicle.id)).toEqual([car, second]);
  expect(data.perYear).toEqual(
    expect.arrayContaining([
      { year: 2022, currency: 'EUR', total: 80, byVehicle: [{ vehicleId: second, total: 80 }] },
      { year: 2022, currency: 'GBP', total: 1360, byVehicle: [{ vehicleId: car, total: 1360 }] },
    ]),
  );
  expect(data.perYear.map((point) => point.year)).toEqual([2019, 2021, 2022, 2022, 2023]);
});
