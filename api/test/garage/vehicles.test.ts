import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { MISTYPED_VIN, VALID_VIN, createVehicle, modernCar, preWarCar } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

const post = (body: unknown, user = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/vehicles',
    headers: user.headers,
    payload: body as object,
  });

describe('identifier kinds', () => {
  it('keeps a chassis number as stamped and a normalised key for look-up', async () => {
    const res = await post(preWarCar);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      identifierKind: 'chassis',
      identifier: '3C 1234-B',
      identifierKey: '3C1234B',
      identifierCheck: null,
      title: '1926 Bentley 3 Litre',
      buildDate: '1926-05-01',
      buildDatePrecision: 'month',
    });
  });

  it("accepts a pre-1981 maker's serial", async () => {
    const res = await post({
      ...preWarCar,
      identifierKind: 'serial',
      identifier: 'e.1001',
      modelYear: 1961,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ identifier: 'e.1001', identifierKey: 'E1001' });
  });

  it('accepts a vehicle with no identifier and stores none', async () => {
    const res = await post({ ...preWarCar, identifierKind: 'none', identifier: 'ignored' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ identifier: null, identifierKey: null });
  });

  it('verifies a VIN check digit', async () => {
    const res = await post({
      ...modernCar,
      identifier: `${VALID_VIN.slice(0, 4)} ${VALID_VIN.slice(4)}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ identifierKey: VALID_VIN, identifierCheck: 'valid' });
  });

  it('warns about a VIN whose check digit does not add up, and keeps it once confirmed', async () => {
    const warned = await post({ ...modernCar, identifier: MISTYPED_VIN });
    expect(warned.statusCode).toBe(422);
    expect(warned.json().error.fields.identifier).toMatch(/check digit .* should be X but is 1/);

    const confirmed = await post({
      ...modernCar,
      identifier: MISTYPED_VIN,
      identifierConfirmed: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data).toMatchObject({
      identifier: MISTYPED_VIN,
      identifierCheck: 'mismatch_confirmed',
    });
  });

  it('refuses a VIN that is not 17 characters or uses I, O or Q', async () => {
    for (const identifier of ['1M8GDM9AXKP04278', '1M8GDM9AXKP04278O']) {
      const res = await post({ ...modernCar, identifier });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.identifier).toBe(
        'A VIN has 17 letters and digits, without I, O or Q.',
      );
    }
  });

  it('points a pre-1981 vehicle with a VIN to the serial or chassis kinds, on the kind of number', async () => {
    const res = await post({ ...modernCar, modelYear: 1962 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      identifierKind:
        "17-character VINs start with the 1981 model year; for an older vehicle choose the maker's serial or the chassis number.",
    });
  });

  it('asks for the number when a kind needs one', async () => {
    const res = await post({ ...preWarCar, identifier: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ identifier: 'Enter the number exactly as stamped.' });
  });
});

describe('validation', () => {
  it('names the missing and malformed fields', async () => {
    const res = await post({ identifierKind: 'rivet', model: '' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields).toMatchObject({
      make: 'This field is required.',
      model: 'This field is required.',
    });
    expect(fields.identifierKind).toMatch(/Must be one of: vin, serial, chassis, none/);
  });

  it('keeps model years between 1885 and next year, and build dates real and past', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect((await post({ ...preWarCar, modelYear: 1884 })).json().error.fields.modelYear).toBe(
      'Must be at least 1885.',
    );
    expect(
      (await post({ ...preWarCar, modelYear: nextYear + 1 })).json().error.fields.modelYear,
    ).toBe(`Must be ${nextYear} or earlier.`);
    expect((await post({ ...preWarCar, modelYear: nextYear })).statusCode).toBe(201);
    expect(
      (await post({ ...preWarCar, buildDate: '1926-02-30' })).json().error.fields.buildDate,
    ).toMatch(/does not exist/);
    expect(
      (await post({ ...preWarCar, buildDate: '2999-01-01' })).json().error.fields.buildDate,
    ).toMatch(/future/);
  });

  it('keeps null as "not known", never as 0, and 0 as 0', async () => {
    const unknown = await post({
      ...preWarCar,
      odometerReading: null,
      purchasePrice: null,
      modelYear: null,
      buildDate: null,
    });
    expect(unknown.json().data).toMatchObject({
      odometerReading: null,
      purchasePrice: null,
      modelYear: null,
      buildDate: null,
    });
    const zero = await post({ ...preWarCar, odometerReading: 0, purchasePrice: 0 });
    expect(zero.json().data).toMatchObject({ odometerReading: 0, purchasePrice: 0 });
  });

  it('drops fields it does not know: a body cannot hand a vehicle to someone else', async () => {
    const other = await createUser(ctx);
    const res = await post({ ...preWarCar, user_id: other.user.id, userId: other.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.ownerUsername).toBe(owner.user.username);
  });
});

describe('list, detail, edit, delete', () => {
  it('lists only the caller’s vehicles, filtered, searched, sorted and paged by cursor', async () => {
    const collector = await createUser(ctx);
    for (const make of ['Alvis', 'Riley', 'Lagonda']) {
      await createVehicle(ctx, collector, {
        ...preWarCar,
        make,
        status: make === 'Riley' ? 'stored' : 'active',
      });
    }
    const get = (query: string) =>
      ctx.app
        .inject({ method: 'GET', url: `/api/v1/vehicles?${query}`, headers: collector.headers })
        .then((res) => res.json());

    const byName = await get('sort=name&limit=2');
    // A list row is the card: the story, numbers and purchase price stay on the detail.
    expect(byName.data[0]).toEqual({
      id: expect.any(String),
      title: '1926 Alvis 3 Litre',
      identifierKind: 'chassis',
      identifier: '3C 1234-B',
      make: 'Alvis',
      model: '3 Litre',
      variant: null,
      modelYear: 1926,
      currentColour: null,
      odometerUnit: 'mi',
      odometerReading: null,
      condition: null,
      status: 'active',
      coverPhoto: null,
      registration: null,
      visibility: 'private',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(byName.data.map((vehicle: { make: string }) => vehicle.make)).toEqual([
      'Alvis',
      'Lagonda',
    ]);
    const next = await get(`sort=name&limit=2&cursor=${byName.page.nextCursor}`);
    expect(next.data.map((vehicle: { make: string }) => vehicle.make)).toEqual(['Riley']);
    expect(next.page.nextCursor).toBeNull();

    expect((await get('status=stored')).data).toHaveLength(1);
    expect((await get('q=lagon')).data[0].make).toBe('Lagonda');
    expect((await get('q=3c-1234')).data).toHaveLength(3);
    expect((await get('cursor=garbage')).error.fields.cursor).toBeDefined();

    const recent = await get('limit=2');
    expect(recent.data.map((vehicle: { make: string }) => vehicle.make)).toEqual([
      'Lagonda',
      'Riley',
    ]);
    const older = await get(`limit=2&cursor=${recent.page.nextCursor}`);
    expect(older.data.map((vehicle: { make: string }) => vehicle.make)).toEqual(['Alvis']);
    // A cursor of another sort, or with a forged position, is refused, not passed to the database.
    const forged = (position: unknown[]) =>
      Buffer.from(JSON.stringify(position)).toString('base64url');
    for (const cursor of [
      byName.page.nextCursor,
      forged(['2026-01-01T00:00:00.000Z', 'not-a-uuid']),
    ]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/vehicles?cursor=${cursor}`,
        headers: collector.headers,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ cursor: 'Not a cursor this list issued.' });
    }
  });

  it('shows the purchase price to its owner, edits fields and deletes', async () => {
    const vehicle = await createVehicle(ctx, owner, modernCar);
    expect(vehicle.purchasePrice).toBe(12500);

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/vehicles/${vehicle.id}`,
      headers: owner.headers,
      payload: {
        status: 'under_restoration',
        matchingNumbers: { engine: 'non_matching' },
        story: '  ',
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      status: 'under_restoration',
      story: null,
      identifierKey: VALID_VIN,
      matchingNumbers: {
        chassis: 'unknown',
        engine: 'non_matching',
        gearbox: 'unknown',
        body: 'unknown',
      },
    });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/vehicles/${vehicle.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicle.id}`,
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/vehicles' });
    expect(res.statusCode).toBe(401);
  });
});
