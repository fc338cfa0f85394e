import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';

// Nothing a client sends becomes a 500 (docs/security.md, T34): bad input answers 400 or 422 and
// names the field it came in.

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.headers });

/** A cursor as the lists encode theirs (base64url JSON of [position, id]), holding any position. */
const forgedCursor = (position: unknown, id = '00000000-0000-4000-8000-000000000000') =>
  Buffer.from(JSON.stringify([position, id])).toString('base64url');

function expectFieldError(res: LightMyRequestResponse, status: number, field: string) {
  const said = `${res.statusCode}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, said).toBe(status);
  expect(
    Object.keys((res.json() as { error: { fields?: object } }).error.fields ?? {}),
    said,
  ).toContain(field);
}

const IMPOSSIBLE_DAYS = ['2024-02-30', '2024-13-45', '0000-01-01', '2023-02-29'];
const IMPOSSIBLE_TIMES = [
  '0000-01-01T00:00:00Z',
  '-271821-04-19T00:00:00Z',
  '-271821-04-20T00:00:00.000Z',
  '2024-02-30T00:00:00.000Z',
  '2024-13-45T00:00:00.000Z',
];

describe('what the review found answering 500', () => {
  it.each(IMPOSSIBLE_DAYS)('a record filter on the day %s answers 400 naming it', async (day) => {
    for (const list of [
      'maintenance',
      'maintenance/totals',
      'modifications',
      'modifications/totals',
    ]) {
      expectFieldError(await get(`/api/v1/${list}?from=${day}`), 400, 'from');
      expectFieldError(await get(`/api/v1/${list}?to=${day}`), 400, 'to');
    }
  });

  it.each(IMPOSSIBLE_DAYS)(
    'a logbook cursor on the day %s answers 400 naming the cursor',
    async (day) => {
      const cursor = forgedCursor(day);
      expectFieldError(
        await get(`/api/v1/vehicles/${vehicleId}/maintenance?cursor=${cursor}`),
        400,
        'cursor',
      );
    },
  );

  it.each(IMPOSSIBLE_TIMES)('a cursor at %s answers 400 naming the cursor', async (time) => {
    const cursor = forgedCursor(time);
    for (const list of [
      '/api/v1/vehicles',
      `/api/v1/vehicles/${vehicleId}/modifications`,
      '/api/v1/notifications/',
      '/api/v1/activity',
      '/api/v1/community/feed',
      '/api/v1/community/following',
      '/api/v1/showcase',
    ]) {
      expectFieldError(await get(`${list}?cursor=${cursor}`), 400, 'cursor');
    }
  });

  it('maintenance parts whose costs add up past 9,999,999,999.99 answer 422 naming the parts', async () => {
    const part = { description: 'Gold-plated magneto', unitCost: 9_000_000_000, quantity: 2 };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
      payload: { performedOn: '2024-05-01', category: 'repair', title: 'Magneto', parts: [part] },
    });
    expectFieldError(res, 422, 'parts');
  });

  it('parts and labour adding up past 9,999,999,999.99 answer 422 naming the total', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
      payload: {
        performedOn: '2024-05-01',
        category: 'repair',
        title: 'Magneto',
        partsCost: 9_000_000_000,
        labourCost: 9_000_000_000,
      },
    });
    expectFieldError(res, 422, 'totalCost');
  });
});
