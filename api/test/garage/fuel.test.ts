import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar, preWarCar } from './garage-fixtures.js';
import { call, fillUp, ok } from './keeping-fixtures.js';

// Fill-ups and the economy between full fills (docs/product.md#fuel).

interface FuelList {
  fills: Array<{ id: string; date: string; volume: number; full: boolean }>;
  economy: {
    unit: string;
    overall: number | null;
    intervals: Array<{ from: string; to: string; distance: number; economy: number }>;
  };
}

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

it('lists fill-ups newest first with the economy in the car’s unit, or the one asked', async () => {
  const car = (await createVehicle(ctx, owner, modernCar)).id; // counts in km
  // The car's page is kept until the garage revision moves (ADR 0019): a fill-up's reading moves it.
  expect(
    (await ok<{ odometerReading: number | null }>(ctx, owner, 'GET', `/vehicles/${car}`))
      .odometerReading,
  ).toBeNull();
  const log = (body: Record<string, unknown>) =>
    ok(ctx, owner, 'POST', `/vehicles/${car}/fuel`, { ...fillUp, ...body });
  await log({ date: '2025-01-01', odometer: 10_000, volume: 45 });
  await log({
    date: '2025-01-10',
    odometer: 10_250,
    volume: 20,
    full: false,
    totalPrice: 30,
    currency: 'GBP',
  });
  const last = await log({ date: '2025-01-20', odometer: 10_500, volume: 30, note: ' Super ' });
  expect(last).toMatchObject({
    odometer: 10_500,
    volume: 30,
    volumeUnit: 'litre',
    full: true,
    note: 'Super',
  });

  const list = await ok<FuelList>(ctx, owner, 'GET', `/vehicles/${car}/fuel`);
  expect(list.fills.map((fill) => [fill.date, fill.full])).toEqual([
    ['2025-01-20', true],
    ['2025-01-10', false],
    ['2025-01-01', true],
  ]);
  expect(list.economy).toMatchObject({
    unit: 'l_per_100km',
    overall: 10,
    intervals: [{ from: '2025-01-01', to: '2025-01-20', distance: 500, economy: 10 }],
  });
  const inMpg = await ok<FuelList>(ctx, owner, 'GET', `/vehicles/${car}/fuel?economy=mpg_uk`);
  expect(inMpg.economy).toMatchObject({ unit: 'mpg_uk', overall: 28.25 });
  const bad = await call(ctx, owner, 'GET', `/vehicles/${car}/fuel?economy=kpl`);
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().error.fields)).toEqual(['economy']);
  // The fill-up's reading raised the car's.
  expect(
    (await ok<{ odometerReading: number }>(ctx, owner, 'GET', `/vehicles/${car}`)).odometerReading,
  ).toBe(10_500);
});

it('tells a car in miles its economy in mpg (UK) unless asked otherwise', async () => {
  const car = (await createVehicle(ctx, owner, preWarCar)).id;
  const log = (body: Record<string, unknown>) =>
    ok(ctx, owner, 'POST', `/vehicles/${car}/fuel`, {
      ...fillUp,
      volumeUnit: 'imperial_gallon',
      ...body,
    });
  await log({ odometer: 1000, volume: 8 });
  await log({ date: '2025-03-10', odometer: 1300, volume: 10 });
  const list = await ok<FuelList>(ctx, owner, 'GET', `/vehicles/${car}/fuel`);
  expect(list.economy).toMatchObject({ unit: 'mpg_uk', overall: 30 });
});

it('changes and deletes a fill-up, and the economy follows', async () => {
  const car = (await createVehicle(ctx, owner, modernCar)).id;
  const first = await ok<{ id: string }>(ctx, owner, 'POST', `/vehicles/${car}/fuel`, fillUp);
  const second = await ok<{ id: string }>(ctx, owner, 'POST', `/vehicles/${car}/fuel`, {
    ...fillUp,
    date: '2025-03-05',
    odometer: 1400,
    volume: 40,
  });
  const changed = await ok(ctx, owner, 'PATCH', `/fuel/${second.id}`, { volume: 20 });
  expect(changed).toMatchObject({ volume: 20, odometer: 1400 });
  let list = await ok<FuelList>(ctx, owner, 'GET', `/vehicles/${car}/fuel`);
  expect(list.economy.overall).toBe(5);
  expect((await call(ctx, owner, 'DELETE', `/fuel/${first.id}`)).statusCode).toBe(204);
  list = await ok<FuelList>(ctx, owner, 'GET', `/vehicles/${car}/fuel`);
  expect(list.fills.map((fill) => fill.id)).toEqual([second.id]);
  expect(list.economy).toMatchObject({ overall: null, intervals: [] });
});

it('refuses a fill-up without its volume, a price without its currency, a day that does not exist', async () => {
  const car = (await createVehicle(ctx, owner)).id;
  const refused = async (body: Record<string, unknown>) => {
    const res = await call(ctx, owner, 'POST', `/vehicles/${car}/fuel`, body);
    return { status: res.statusCode, fields: res.json().error.fields };
  };
  expect(await refused({ ...fillUp, volume: undefined })).toEqual({
    status: 400,
    fields: { volume: 'This field is required.' },
  });
  expect(await refused({ ...fillUp, volume: 0 })).toEqual({
    status: 400,
    fields: { volume: 'Give the volume filled.' },
  });
  expect(await refused({ ...fillUp, totalPrice: 55 })).toEqual({
    status: 422,
    fields: { currency: 'Choose the currency this cost was paid in.' },
  });
  expect(await refused({ ...fillUp, date: '2025-02-29' })).toEqual({
    status: 400,
    fields: { date: 'This day does not exist in the calendar.' },
  });
  expect(await refused({ ...fillUp, date: '2999-01-01' })).toEqual({
    status: 422,
    fields: { date: 'The date cannot be in the future.' },
  });
  expect((await refused({ ...fillUp, volumeUnit: 'pint' })).fields).toEqual({
    volumeUnit: 'Must be one of: litre, us_gallon, imperial_gallon.',
  });
});
