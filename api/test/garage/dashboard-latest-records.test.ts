import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: owner.headers, payload });

describe('dashboard: latest records', () => {
  it('lists the work by the date it was done, newest first, whatever the order it was typed in', async () => {
    // A keeper types in an old invoice after this spring's service, then a modification between.
    await post(`/api/v1/vehicles/${vehicleId}/maintenance`, {
      performedOn: '2026-04-02',
      category: 'service',
      title: 'Spring service',
    });
    await post(`/api/v1/vehicles/${vehicleId}/maintenance`, {
      performedOn: '1998-06-01',
      category: 'service',
      title: 'Engine rebuild (old invoice)',
    });
    await post(`/api/v1/vehicles/${vehicleId}/modifications`, {
      title: 'Electronic ignition',
      system: 'ignition',
      status: 'completed',
      performedOn: '2010-05-10',
      inPeriod: false,
    });
    const dashboard = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: owner.headers })
    ).json().data;
    expect(dashboard.latestRecords.map((record: { title: string }) => record.title)).toEqual([
      'Spring service',
      'Electronic ignition',
      'Engine rebuild (old invoice)',
    ]);
  });
});
