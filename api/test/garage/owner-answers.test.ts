import { sql } from 'kysely';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar, preWarCar, uploadPhoto } from './garage-fixtures.js';

// The owner's list and a car's page are kept in each API process until the member's garage
// revision moves (src/features/garage/vehicles/owner-answers.ts). Each test reads through this
// process, so that the answer is kept, changes the garage somewhere else (a second API process on
// the same database, or a statement of its own), and expects this process to show the change.

let ctx: TestContext;
let replica: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  replica = await ctx.replica();
});
afterAll(() => ctx.close());

const get = async (app: FastifyInstance, member: TestUser, url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: member.headers });
  return { status: res.statusCode, body: res.json() };
};
const listTitles = async (member: TestUser) =>
  (await get(ctx.app, member, '/api/v1/vehicles')).body.data.map(
    (vehicle: { title: string }) => vehicle.title,
  );
const revisionOf = async (member: TestUser) =>
  String(
    (
      await ctx.db
        .selectFrom('users')
        .select('garage_revision')
        .where('id', '=', member.user.id)
        .executeTakeFirstOrThrow()
    ).garage_revision,
  );

describe('what another API process changes shows at once', () => {
  it('a car added, renamed and deleted there shows in the list here', async () => {
    const owner = await createUser(ctx);
    expect(await listTitles(owner)).toEqual([]);

    const car = await replica.inject({
      method: 'POST',
      url: '/api/v1/vehicles',
      headers: owner.headers,
      payload: preWarCar,
    });
    expect(await listTitles(owner)).toEqual(['1926 Bentley 3 Litre']);

    await replica.inject({
      method: 'PATCH',
      url: `/api/v1/vehicles/${car.json().data.id}`,
      headers: owner.headers,
      payload: { model: '4½ Litre' },
    });
    expect(await listTitles(owner)).toEqual(['1926 Bentley 4½ Litre']);

    await replica.inject({
      method: 'DELETE',
      url: `/api/v1/vehicles/${car.json().data.id}`,
      headers: owner.headers,
    });
    expect(await listTitles(owner)).toEqual([]);
  });

  it("a photo added there becomes the car's cover here, on its page and in the list", async () => {
    const owner = await createUser(ctx);
    const car = await createVehicle(ctx, owner, modernCar);
    expect((await get(ctx.app, owner, `/api/v1/vehicles/${car.id}`)).body.data.coverPhoto).toBe(
      null,
    );
    expect((await get(ctx.app, owner, '/api/v1/vehicles')).body.data[0].coverPhoto).toBe(null);

    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const photoId = (await uploadPhoto({ ...ctx, app: replica }, owner, car.id, image)).json()
      .data[0].id;

    const page = (await get(ctx.app, owner, `/api/v1/vehicles/${car.id}`)).body.data;
    expect(page.coverPhoto.id).toBe(photoId);
    expect((await get(ctx.app, owner, '/api/v1/vehicles')).body.data[0].coverPhoto.id).toBe(
      photoId,
    );

    await replica.inject({
      method: 'DELETE',
      url: `/api/v1/photos/${photoId}`,
      headers: owner.headers,
    });
    expect((await get(ctx.app, owner, `/api/v1/vehicles/${car.id}`)).body.data.coverPhoto).toBe(
      null,
    );
  });
});

describe('what changes in the database by other means shows at once', () => {
  it('a car that changes hands leaves the seller and reaches the buyer', async () => {
    const seller = await createUser(ctx);
    const buyer = await createUser(ctx);
    const car = await createVehicle(ctx, seller, preWarCar);
    expect(await listTitles(seller)).toEqual(['1926 Bentley 3 Litre']);
    expect(await listTitles(buyer)).toEqual([]);
    expect((await get(ctx.app, buyer, `/api/v1/vehicles/${car.id}`)).status).toBe(404);

    await ctx.db
      .updateTable('vehicles')
      .set({ user_id: buyer.user.id })
      .where('id', '=', car.id)
      .execute();

    expect(await listTitles(seller)).toEqual([]);
    expect((await get(ctx.app, seller, `/api/v1/vehicles/${car.id}`)).status).toBe(404);
    expect(await listTitles(buyer)).toEqual(['1926 Bentley 3 Litre']);
    expect((await get(ctx.app, buyer, `/api/v1/vehicles/${car.id}`)).status).toBe(200);
  });

  it("a new username shows on the car's page", async () => {
    const owner = await createUser(ctx);
    const car = await createVehicle(ctx, owner, preWarCar);
    expect((await get(ctx.app, owner, `/api/v1/vehicles/${car.id}`)).body.data.ownerUsername).toBe(
      owner.user.username,
    );

    await ctx.db
      .updateTable('users')
      .set({ username: `${owner.user.username}-renamed` })
      .where('id', '=', owner.user.id)
      .execute();

    expect((await get(ctx.app, owner, `/api/v1/vehicles/${car.id}`)).body.data.ownerUsername).toBe(
      `${owner.user.username}-renamed`,
    );
  });
});

describe("one member's kept answers", () => {
  it('never answer another member, for the same address', async () => {
    const first = await createUser(ctx);
    const second = await createUser(ctx);
    // One car each: their revisions are equal, so only the member tells the answers apart.
    await createVehicle(ctx, first, preWarCar);
    await createVehicle(ctx, second, modernCar);
    expect(await revisionOf(first)).toBe(await revisionOf(second));
    expect(await listTitles(first)).toEqual(['1926 Bentley 3 Litre']);
    expect(await listTitles(second)).toEqual(['1989 Mazda MX-5']);
  });

  it('are kept per question: each filter and page is its own answer', async () => {
    const owner = await createUser(ctx);
    await createVehicle(ctx, owner, preWarCar);
    await createVehicle(ctx, owner, modernCar);
    const titles = async (query: string) =>
      (await get(ctx.app, owner, `/api/v1/vehicles?${query}`)).body.data.map(
        (vehicle: { title: string }) => vehicle.title,
      );
    expect(await titles('q=bentley')).toEqual(['1926 Bentley 3 Litre']);
    expect(await titles('q=mazda')).toEqual(['1989 Mazda MX-5']);
    expect(await titles('sort=year')).toEqual(['1926 Bentley 3 Litre', '1989 Mazda MX-5']);
  });
});

describe('changes made at once', () => {
  it("edits of one member's cars from two API processes at once all succeed, and all show", async () => {
    const owner = await createUser(ctx);
    const cars = await Promise.all(
      ['Alvis', 'Riley', 'Lagonda', 'Invicta'].map((make) =>
        createVehicle(ctx, owner, { ...preWarCar, make }),
      ),
    );
    await listTitles(owner);
    const edits = await Promise.all(
      cars.flatMap((car, index) =>
        [ctx.app, replica].map((app, which) =>
          app.inject({
            method: 'PATCH',
            url: `/api/v1/vehicles/${car.id}`,
            headers: owner.headers,
            payload: { currentColour: `Colour ${index}-${which}` },
          }),
        ),
      ),
    );
    expect(edits.map((edit) => edit.statusCode)).toEqual(edits.map(() => 200));
    const colours = (await get(ctx.app, owner, '/api/v1/vehicles')).body.data.map(
      (vehicle: { currentColour: string }) => vehicle.currentColour,
    );
    for (const colour of colours) expect(colour).toMatch(/^Colour \d-\d$/);
    expect(colours).toHaveLength(4);
  });
});

describe('the garage revision', () => {
  it('moves once for a transaction that changes several cars, and not for a record', async () => {
    const owner = await createUser(ctx);
    const first = await createVehicle(ctx, owner, preWarCar);
    await createVehicle(ctx, owner, modernCar);
    const before = await revisionOf(owner);

    await sql`update vehicles set current_colour = 'Old English White' where user_id = ${owner.user.id}`.execute(
      ctx.db,
    );
    expect(Number(await revisionOf(owner))).toBe(Number(before) + 1);

    const unchanged = await revisionOf(owner);
    const record = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${first.id}/maintenance`,
      headers: owner.headers,
      payload: { performedOn: '2021-01-01', category: 'service', title: 'Oil and filter' },
    });
    expect(record.statusCode).toBe(201);
    expect(await revisionOf(owner)).toBe(unchanged);
  });
});
