import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { createVehicle } from './garage-fixtures.js';
import { call, conditionReport, fillUp, insurance, ok, valuation } from './keeping-fixtures.js';

// Who may use what a car costs and is worth (docs/product.md#costs-of-keeping): its owner only. A
// visitor is 401; another member, an admin among them, is 404 for the car and each of its rows.

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  stranger = await createUser(ctx);
  admin = await createAdmin(ctx);
  ids.car = (await createVehicle(ctx, owner)).id;
  const car = `/vehicles/${ids.car}`;
  ids.cost = (await ok<{ id: string }>(ctx, owner, 'POST', `${car}/costs`, insurance)).id;
  ids.fuel = (await ok<{ id: string }>(ctx, owner, 'POST', `${car}/fuel`, fillUp)).id;
  ids.valuation = (await ok<{ id: string }>(ctx, owner, 'POST', `${car}/valuations`, valuation)).id;
  ids.report = (
    await ok<{ id: string }>(ctx, owner, 'POST', `${car}/condition-reports`, conditionReport)
  ).id;
});
afterAll(() => ctx.close());

type Attempt = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: () => string, body?: object];

const attempts: Attempt[] = [
  ['GET', () => `/vehicles/${ids.car}/costs`],
  ['POST', () => `/vehicles/${ids.car}/costs`, insurance],
  ['PATCH', () => `/costs/${ids.cost}`, { amount: 1 }],
  ['DELETE', () => `/costs/${ids.cost}`],
  ['GET', () => `/vehicles/${ids.car}/cost-summary`],
  ['GET', () => `/vehicles/${ids.car}/fuel`],
  ['POST', () => `/vehicles/${ids.car}/fuel`, fillUp],
  ['PATCH', () => `/fuel/${ids.fuel}`, { volume: 1 }],
  ['DELETE', () => `/fuel/${ids.fuel}`],
  ['GET', () => `/vehicles/${ids.car}/valuations`],
  ['POST', () => `/vehicles/${ids.car}/valuations`, valuation],
  ['PATCH', () => `/valuations/${ids.valuation}`, { amount: 1 }],
  ['DELETE', () => `/valuations/${ids.valuation}`],
  ['GET', () => `/vehicles/${ids.car}/condition-reports`],
  ['POST', () => `/vehicles/${ids.car}/condition-reports`, conditionReport],
  ['DELETE', () => `/condition-reports/${ids.report}`],
];

describe.each(attempts)('%s %s', (method, url, body) => {
  const send = (who: TestUser | null) =>
    call(ctx, who, method, url(), body as Record<string, unknown> | undefined);

  it('answers a visitor 401', async () => {
    expect((await send(null)).statusCode).toBe(401);
  });

  it('answers another member 404, and changes nothing', async () => {
    const res = await send(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/not found$/);
  });

  it('answers an admin who is not the owner 404, as any other member', async () => {
    expect((await send(admin)).statusCode).toBe(404);
  });
});

it('leaves the owner’s rows as they were after the others tried', async () => {
  const costs = await ok<Array<{ id: string; amount: number }>>(
    ctx,
    owner,
    'GET',
    `/vehicles/${ids.car}/costs`,
  );
  expect(costs).toEqual([expect.objectContaining({ id: ids.cost, amount: 420 })]);
  const fuel = await ok<{ fills: Array<{ id: string; volume: number }> }>(
    ctx,
    owner,
    'GET',
    `/vehicles/${ids.car}/fuel`,
  );
  expect(fuel.fills).toEqual([expect.objectContaining({ id: ids.fuel, volume: 40 })]);
  expect(await ok(ctx, owner, 'GET', `/vehicles/${ids.car}/valuations`)).toEqual([
    expect.objectContaining({ id: ids.valuation, amount: 30000 }),
  ]);
  expect(await ok(ctx, owner, 'GET', `/vehicles/${ids.car}/condition-reports`)).toEqual([
    expect.objectContaining({ id: ids.report, condition: 'driver', current: true }),
  ]);
});

it('lets an admin keep the costs of their own car as any member does', async () => {
  const car = (await createVehicle(ctx, admin)).id;
  const res = await call(ctx, admin, 'POST', `/vehicles/${car}/costs`, insurance);
  expect(res.statusCode).toBe(201);
  expect((await call(ctx, admin, 'GET', `/vehicles/${car}/cost-summary`)).statusCode).toBe(200);
});

it('answers the garage spending to its member only', async () => {
  expect((await call(ctx, null, 'GET', '/dashboard/spending')).statusCode).toBe(401);
  const mine = await ok<{ vehicles: unknown[]; perYear: unknown[] }>(
    ctx,
    stranger,
    'GET',
    '/dashboard/spending',
  );
  expect(mine).toEqual({ vehicles: [], perYear: [] });
});
