import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle } from './garage-fixtures.js';

// A change made offline names the version it was made on (If-Match: the record's updatedAt), so a
// record edited elsewhere since is a conflict the member resolves, not a silent overwrite
// (docs/adr/0015).

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let vehicleId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  other = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

const kinds = [
  {
    path: 'maintenance',
    body: { performedOn: '2024-04-12', category: 'service', title: 'Oil and filter' },
  },
  { path: 'modifications', body: { title: 'Electronic ignition', system: 'electrical' } },
];

describe.each(kinds)('$path: If-Match', ({ path, body }) => {
  const put = (id: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/v1/${path}/${id}`, headers, payload });

  it('answers updatedAt, and applies an update made on the version the record still has', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/${path}`,
      headers: owner.headers,
      payload: body,
    });
    const record = created.json().data as { id: string; updatedAt: string };
    expect(Date.parse(record.updatedAt)).not.toBeNaN();
    const answer = await put(
      record.id,
      { ...body, title: 'First edit' },
      { ...owner.headers, 'if-match': `"${record.updatedAt}"` },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.title).toBe('First edit');
    expect(answer.json().data.updatedAt).not.toBe(record.updatedAt);
  });

  it('refuses an update made on an older version (412) and keeps what is stored', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/${path}`,
      headers: owner.headers,
      payload: body,
    });
    const record = created.json().data as { id: string; updatedAt: string };
    // Edited elsewhere (another browser) in the meantime.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await put(record.id, { ...body, title: 'Theirs' }, owner.headers)).statusCode).toBe(
      200,
    );
    const stale = await put(
      record.id,
      { ...body, title: 'Mine' },
      { ...owner.headers, 'if-match': `"${record.updatedAt}"` },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.fields).toHaveProperty('If-Match');
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/${path}/${record.id}`,
      headers: owner.headers,
    });
    expect(stored.json().data.title).toBe('Theirs');
  });

  it('answers 404, not 412, to another member naming the record', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/${path}`,
      headers: owner.headers,
      payload: body,
    });
    const record = created.json().data as { id: string; updatedAt: string };
    const answer = await put(record.id, body, { ...other.headers, 'if-match': '"stale"' });
    expect(answer.statusCode).toBe(404);
  });
});
