import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar, multipart, uploadPhoto } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
let intruder: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  intruder = await createUser(ctx);
  const post = async (url: string, payload: Record<string, unknown>) =>
    (await ctx.app.inject({ method: 'POST', url, headers: owner.headers, payload })).json().data;

  ids.vehicle = (await createVehicle(ctx, owner, { ...modernCar, visibility: 'unlisted' })).id;
  ids.maintenance = (
    await post(`/api/v1/vehicles/${ids.vehicle}/maintenance`, {
      performedOn: '2021-01-01',
      category: 'service',
      title: 'Oil',
    })
  ).id;
  ids.modification = (
    await post(`/api/v1/vehicles/${ids.vehicle}/modifications`, {
      title: 'Electronic ignition',
      system: 'ignition',
    })
  ).id;
  ids.reminder = (
    await post(`/api/v1/vehicles/${ids.vehicle}/reminders`, { title: 'MOT', dueOn: '2030-01-01' })
  ).id;
  ids.ownership = (
    await post(`/api/v1/vehicles/${ids.vehicle}/ownership`, { ownerName: 'First keeper' })
  ).id;
  ids.shareLink = (await post(`/api/v1/vehicles/${ids.vehicle}/share-links`, {})).id;
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  ids.photo = (await uploadPhoto(ctx, owner, ids.vehicle, image)).json().data[0].id;
});
afterAll(() => ctx.close());

it('answers 404 to a second member for every id of the first, whatever the method', async () => {
  const maintenanceBody = { performedOn: '2021-01-01', category: 'service', title: 'Mine now' };
  const attempts: Array<[string, string, Record<string, unknown>?]> = [
    ['GET', `/api/v1/vehicles/${ids.vehicle}`],
    ['PATCH', `/api/v1/vehicles/${ids.vehicle}`, { make: 'Stolen' }],
    ['DELETE', `/api/v1/vehicles/${ids.vehicle}`],
    ['GET', `/api/v1/vehicles/${ids.vehicle}/maintenance`],
    ['POST', `/api/v1/vehicles/${ids.vehicle}/maintenance`, maintenanceBody],
    ['GET', `/api/v1/vehicles/${ids.vehicle}/modifications`],
    ['POST', `/api/v1/vehicles/${ids.vehicle}/modifications`, { title: 'x', system: 'body' }],
    ['GET', `/api/v1/vehicles/${ids.vehicle}/reminders`],
    ['POST', `/api/v1/vehicles/${ids.vehicle}/reminders`, { title: 'x', dueOn: '2030-01-01' }],
    ['GET', `/api/v1/vehicles/${ids.vehicle}/ownership`],
    ['POST', `/api/v1/vehicles/${ids.vehicle}/ownership`, { ownerName: 'Me' }],
    ['GET', `/api/v1/vehicles/${ids.vehicle}/share-links`],
    ['POST', `/api/v1/vehicles/${ids.vehicle}/share-links`, {}],
    ['GET', `/api/v1/vehicles/${ids.vehicle}/photos`],
    ['GET', `/api/v1/vehicles/${ids.vehicle}/history.csv`],
    ['GET', `/api/v1/maintenance/${ids.maintenance}`],
    ['PUT', `/api/v1/maintenance/${ids.maintenance}`, maintenanceBody],
    ['DELETE', `/api/v1/maintenance/${ids.maintenance}`],
    ['GET', `/api/v1/modifications/${ids.modification}`],
    ['PUT', `/api/v1/modifications/${ids.modification}`, { title: 'x', system: 'body' }],
    ['DELETE', `/api/v1/modifications/${ids.modification}`],
    ['POST', `/api/v1/reminders/${ids.reminder}/complete`, maintenanceBody],
    ['DELETE', `/api/v1/reminders/${ids.reminder}`],
    ['PUT', `/api/v1/ownership/${ids.ownership}`, { ownerName: 'Me' }],
    ['DELETE', `/api/v1/ownership/${ids.ownership}`],
    ['POST', `/api/v1/share-links/${ids.shareLink}/revoke`],
    ['POST', `/api/v1/share-links/${ids.shareLink}/rotate`],
    ['PATCH', `/api/v1/photos/${ids.photo}`, { caption: 'Mine' }],
    ['DELETE', `/api/v1/photos/${ids.photo}`],
  ];
  for (const [method, url, payload] of attempts) {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: intruder.headers,
      ...(payload ? { payload } : {}),
    });
    expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
  }
  const photoUpload = multipart([{ field: 'file', filename: 'x.jpg', content: 'x' }]);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${ids.vehicle}/photos`,
    headers: { ...intruder.headers, ...photoUpload.headers },
    payload: photoUpload.payload,
  });
  expect(upload.statusCode).toBe(404);
});

it('leaves the first member’s data untouched and out of the second member’s lists', async () => {
  for (const url of ['/api/v1/vehicles', '/api/v1/maintenance', '/api/v1/modifications']) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: intruder.headers });
    expect(res.json().data).toEqual([]);
  }
  const filtered = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/maintenance?vehicleId=${ids.vehicle}`,
    headers: intruder.headers,
  });
  expect(filtered.json().data).toEqual([]);
  const dashboard = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard',
    headers: intruder.headers,
  });
  expect(dashboard.json().data).toMatchObject({
    vehicleCount: 0,
    vehicles: [],
    reminders: [],
    latestRecords: [],
  });

  const mine = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/vehicles/${ids.vehicle}`,
    headers: owner.headers,
  });
  expect(mine.json().data.make).toBe('Mazda');
  const records = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/vehicles/${ids.vehicle}/maintenance`,
    headers: owner.headers,
  });
  expect(records.json().data).toHaveLength(1);
});

it('keeps every row below a vehicle with that vehicle’s owner, in the database itself', async () => {
  const tables = [
    'maintenance_records',
    'modifications',
    'vehicle_photos',
    'reminders',
    'ownership_periods',
    'share_links',
  ] as const;
  for (const table of tables) {
    // Moving a row to another member without its vehicle breaks the (vehicle, owner) key.
    await expect(
      sql`update ${sql.table(table)} set user_id = ${intruder.user.id} where vehicle_id = ${ids.vehicle}`.execute(
        ctx.db,
      ),
    ).rejects.toMatchObject({ code: '23503' });
  }
  // Deleting the member removes everything, through their vehicles.
  await ctx.db.deleteFrom('users').where('id', '=', owner.user.id).execute();
  for (const table of tables) {
    const left = await sql<{ count: string }>`select count(*) from ${sql.table(table)}`.execute(
      ctx.db,
    );
    expect({ table, rows: Number(left.rows[0]?.count) }).toEqual({ table, rows: 0 });
  }
});
