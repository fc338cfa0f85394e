import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@vg/contract';
import { createVehicle } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { confirm, fixture, patchImport, previewOf, undo, upload } from './import-helpers.js';

// The whole garage from one spreadsheet (docs/product.md#importing-history): a car column names
// each row's car among the member's own, the rows go to their cars, a row naming none (or two) is
// refused with why, importing again adds nothing, and undo removes exactly what it added.

let ctx: TestContext;
let keeper: TestUser;
let stranger: TestUser;
let seriesOne: string;
let seriesThree: string;
let minor: string;
let strangersCar: string;

const KM_PER_MILE = 1.609344;

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx);
  stranger = await createUser(ctx);
  seriesOne = (
    await createVehicle(ctx, keeper, {
      identifierKind: 'chassis',
      identifier: '1E 1234',
      make: 'Jaguar',
      model: 'E-Type',
      variant: 'Series 1',
      modelYear: 1967,
      registration: 'ABC 123D',
      odometerUnit: 'mi',
      odometerReading: 50_000,
    })
  ).id;
  seriesThree = (
    await createVehicle(ctx, keeper, {
      identifierKind: 'chassis',
      identifier: '1S 20001',
      make: 'Jaguar',
      model: 'E-Type',
      variant: 'Series 3',
      modelYear: 1971,
      registration: 'XYZ 789K',
      odometerUnit: 'km',
    })
  ).id;
  minor = (
    await createVehicle(ctx, keeper, {
      identifierKind: 'none',
      make: 'Morris',
      model: 'Minor',
      modelYear: 1960,
      registration: 'MM 60',
      odometerUnit: 'mi',
    })
  ).id;
  // Another member's car, named by its registration in the keeper's file: never theirs to write.
  strangersCar = (
    await createVehicle(ctx, stranger, {
      identifierKind: 'none',
      make: 'Porsche',
      model: '911',
      modelYear: 1973,
      registration: 'P911 OTH',
    })
  ).id;
});
afterAll(() => ctx.close());

async function recordsOf(vehicleId: string) {
  const titles = await ctx.db
    .selectFrom('maintenance_records')
    .select('title')
    .where('vehicle_id', '=', vehicleId)
    .orderBy('performed_on')
    .execute();
  const costs = await ctx.db
    .selectFrom('vehicle_costs')
    .select('kind')
    .where('vehicle_id', '=', vehicleId)
    .execute();
  const car = await ctx.db
    .selectFrom('vehicles')
    .select('odometer_reading')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return {
    maintenance: titles.map((row) => row.title),
    costs: costs.map((row) => row.kind),
    reading: car.odometer_reading,
  };
}

const call = (
  who: TestUser | undefined,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
) =>
  ctx.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    payload: method === 'PATCH' ? {} : undefined,
  });

const REFUSED = [
  "row 8: no car in your garage is called 'Jag'",
  "row 9: two cars in your garage are called 'E-Type': use the registration or VIN",
  "row 10: no car in your garage is called 'P911 OTH'",
  'row 11: it names no car: say which car it is of (its registration, VIN, name, or make and model)',
];

describe("a whole garage's file", () => {
  let preview: ImportPreview;

  it('is previewed with its car column, how many rows go to each car, and why the others cannot', async () => {
    preview = await previewOf(ctx, keeper, null, fixture('garage-history.csv'), 'garage.csv');
    expect(preview).toMatchObject({ vehicleId: null, state: 'preview', layout: 'spreadsheet' });
    expect(preview.columns).toMatchObject({ car: 'Car', date: 'Date', title: 'Work' });
    expect(preview.cars).toEqual([
      {
        vehicleId: seriesOne,
        title: '1967 Jaguar E-Type Series 1',
        registration: 'ABC 123D',
        odometerUnit: 'mi',
        rows: 3,
        alreadyImported: 0,
      },
      {
        vehicleId: seriesThree,
        title: '1971 Jaguar E-Type Series 3',
        registration: 'XYZ 789K',
        odometerUnit: 'km',
        rows: 3,
        alreadyImported: 0,
      },
      {
        vehicleId: minor,
        title: '1960 Morris Minor',
        registration: 'MM 60',
        odometerUnit: 'mi',
        rows: 1,
        alreadyImported: 0,
      },
    ]);
    expect(preview.counts).toEqual({
      maintenance: 6,
      modification: 0,
      cost: 1,
      fuel: 0,
      alreadyImported: 0,
      refused: 4,
    });
    expect(preview.refused.map((refused) => refused.reason)).toEqual(REFUSED);
    expect(preview.rows.map((row) => [row.row, row.vehicleId])).toEqual([
      [2, seriesOne],
      [3, seriesOne],
      [4, seriesOne],
      [5, seriesThree],
      [6, seriesThree],
      [7, minor],
      [12, seriesThree],
    ]);
    // A reading in miles, for the car kept in kilometres, is converted for that car alone.
    expect(preview.rows.find((row) => row.row === 5)!.odometer).toBe(
      Math.round(20_000 * KM_PER_MILE),
    );
    expect(preview.rows.find((row) => row.row === 2)!.odometer).toBe(54_000);
  });

  it('gives its refused rows back with why, to fix and import again', async () => {
    const res = await call(keeper, 'GET', `/api/v1/imports/${preview.id}/refused.csv`);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Car,Work,Category,Mileage,Cost,Notes,Why it was not imported');
    expect(lines[1]).toBe(`2004-10-11,Jag,Wash,Service,,,,${REFUSED[0]}`);
    expect(lines).toHaveLength(5);
  });

  it('reads its car from another column when the keeper says so, and back', async () => {
    const none = await patchImport(ctx, keeper, preview.id, { columns: { car: null } });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.counts.refused).toBe(11);
    expect(none.json().data.refused[0].reason).toBe(
      'row 2: no column names its car: choose the column that says which car each row is of',
    );
    const missing = await patchImport(ctx, keeper, preview.id, { columns: { car: 'Reg' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields['columns.car']).toBe("The file has no column 'Reg'.");
    const back = await patchImport(ctx, keeper, preview.id, { columns: { car: 'Car' } });
    expect(back.json().data.counts).toMatchObject({ maintenance: 6, cost: 1, refused: 4 });
  });

  it('is written to each car, and raises each car its reading', async () => {
    const res = await confirm(ctx, keeper, preview.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'imported', written: 7 });
    expect(await recordsOf(seriesOne)).toEqual({
      maintenance: ['Full service', 'New tyres'],
      costs: ['insurance'],
      reading: 55_000,
    });
    expect(await recordsOf(seriesThree)).toEqual({
      maintenance: ['Rebuilt carburettors', 'Oil change', 'Lay-up'],
      costs: [],
      reading: Math.round(21_000 * KM_PER_MILE),
    });
    expect(await recordsOf(minor)).toEqual({
      maintenance: ['Oil change'],
      costs: [],
      reading: 30_000,
    });
    expect(await recordsOf(strangersCar)).toEqual({ maintenance: [], costs: [], reading: null });
  });

  it('adds nothing when imported again, nor when a car imports the same rows itself', async () => {
    const again = await previewOf(ctx, keeper, null, fixture('garage-history.csv'), 'garage.csv');
    expect(again.counts).toMatchObject({ maintenance: 0, cost: 0, alreadyImported: 7, refused: 4 });
    expect(again.cars!.map((car) => [car.rows, car.alreadyImported])).toEqual([
      [0, 3],
      [0, 3],
      [0, 1],
    ]);
    expect((await confirm(ctx, keeper, again.id)).json().data.written).toBe(0);
    const carsOwn = await previewOf(
      ctx,
      keeper,
      minor,
      'Date,Work,Category,Mileage,Cost\r\n2003-09-10,Oil change,Service,30000,£25.00\r\n',
    );
    expect(carsOwn.counts).toMatchObject({ maintenance: 0, alreadyImported: 1 });
    expect(carsOwn.cars).toBeNull();
    await undo(ctx, keeper, carsOwn.id);
    expect((await recordsOf(minor)).maintenance).toEqual(['Oil change']);
  });

  it('is listed with the garage, not with another member', async () => {
    const mine = await call(keeper, 'GET', '/api/v1/garage-imports');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((item: { id: string }) => item.id)).toContain(preview.id);
    expect(mine.json().data[0]).toMatchObject({ fileName: 'garage.csv', state: 'imported' });
    const theirs = await call(stranger, 'GET', '/api/v1/garage-imports');
    expect(theirs.json().data).toEqual([]);
    // A car's own list is of that car's own files.
    const carsList = await call(keeper, 'GET', `/api/v1/vehicles/${seriesOne}/imports`);
    expect(carsList.json().data).toEqual([]);
  });

  it('is neither seen nor touched by another member, and asks a visitor to sign in', async () => {
    for (const [method, url] of [
      ['GET', `/api/v1/imports/${preview.id}`],
      ['PATCH', `/api/v1/imports/${preview.id}`],
      ['POST', `/api/v1/imports/${preview.id}/confirm`],
      ['DELETE', `/api/v1/imports/${preview.id}`],
      ['GET', `/api/v1/imports/${preview.id}/refused.csv`],
    ] as const) {
      const res = await call(stranger, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('garage.csv');
      expect((await call(undefined, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload(ctx, undefined, null, fixture('garage-history.csv'))).statusCode).toBe(
      401,
    );
    expect((await call(undefined, 'GET', '/api/v1/garage-imports')).statusCode).toBe(401);
    // The same file of the stranger's finds their own car only, none of the keeper's.
    const theirs = await previewOf(ctx, stranger, null, fixture('garage-history.csv'));
    expect(theirs.cars!.map((car) => [car.vehicleId, car.rows])).toEqual([[strangersCar, 1]]);
    expect(theirs.refused[0]!.reason).toBe("row 2: no car in your garage is called 'ABC 123D'");
    expect(theirs.counts.refused).toBe(10);
    await undo(ctx, stranger, theirs.id);
  });

  it('is not undone once a record it added was changed, and then removes exactly what it added', async () => {
    const ownRecord = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${minor}/maintenance`,
      headers: keeper.headers,
      payload: { performedOn: '2010-01-01', title: 'Entered by hand', category: 'service' },
    });
    expect(ownRecord.statusCode).toBe(201);
    const lay = await ctx.db
      .selectFrom('maintenance_records')
      .select('id')
      .where('vehicle_id', '=', seriesThree)
      .where('title', '=', 'Lay-up')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('maintenance_records')
      .set({ updated_at: new Date(Date.now() + 1000) })
      .where('id', '=', lay.id)
      .execute();
    const refused = await undo(ctx, keeper, preview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Not undone: a record this import added was changed since (the maintenance record of row 12). Undoing would lose those changes; delete it yourself if they should go.',
    );
    expect((await recordsOf(seriesThree)).maintenance).toHaveLength(3);

    await ctx.db.deleteFrom('maintenance_records').where('id', '=', lay.id).execute();
    expect((await undo(ctx, keeper, preview.id)).statusCode).toBe(204);
    expect(await recordsOf(seriesOne)).toEqual({ maintenance: [], costs: [], reading: 50_000 });
    expect(await recordsOf(seriesThree)).toEqual({ maintenance: [], costs: [], reading: null });
    expect(await recordsOf(minor)).toEqual({
      maintenance: ['Entered by hand'],
      costs: [],
      reading: null,
    });
    // Undone, the file can be imported again, all of it.
    const third = await previewOf(ctx, keeper, null, fixture('garage-history.csv'));
    expect(third.counts).toMatchObject({ maintenance: 6, cost: 1, alreadyImported: 0 });
  });
});

describe('the car column', () => {
  it('is read in a whole garage file even where a car of its own left it unread', async () => {
    const own = await previewOf(
      ctx,
      keeper,
      minor,
      'Date,Vehicle,Work,Mileage\r\n1970-01-01,MM 60,Tappets,1000\r\n',
    );
    expect(own.columns.car).toBeUndefined();
    const refused = await patchImport(ctx, keeper, own.id, { columns: { car: 'Vehicle' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields['columns.car']).toBe(
      "This file is imported into one car: its rows need no car column. Import the whole garage's file from the garage page.",
    );
    expect((await confirm(ctx, keeper, own.id)).statusCode).toBe(200);
    const garage = await previewOf(
      ctx,
      keeper,
      null,
      'Date,Vehicle,Work,Mileage\r\n1970-01-01,MM 60,Tappets,1000\r\n1971-01-01,xyz789k,Points,900\r\n',
    );
    expect(garage.columns.car).toBe('Vehicle');
    expect(garage.cars!.map((car) => [car.vehicleId, car.rows, car.alreadyImported])).toEqual([
      [seriesThree, 1, 0],
      [minor, 0, 1],
    ]);
  });

  it('names the car in German and French headers too', async () => {
    for (const header of ['Fahrzeug', 'Kennzeichen', 'Immatriculation', 'Véhicule', 'VIN']) {
      const read = await previewOf(
        ctx,
        keeper,
        null,
        `Datum;${header};Arbeit\r\n1970-02-01;MM 60;Zündung\r\n`,
      );
      expect(read.columns.car, header).toBe(header);
      expect(
        read.cars!.map((car) => car.vehicleId),
        header,
      ).toEqual([minor]);
      await undo(ctx, keeper, read.id);
    }
  });
});

describe("a big whole garage's file", () => {
  it('is written in the background across the cars, and undone across them', async () => {
    const lines = ['Date,Car,Work,Mileage'];
    for (let index = 0; index < 1_100; index += 1) {
      const day = new Date(Date.UTC(1950, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      lines.push(`${day},${index % 2 ? 'MM 60' : 'ABC 123D'},Check ${index},${60_000 + index}`);
    }
    const preview = await previewOf(ctx, keeper, null, `${lines.join('\n')}\n`, 'big.csv');
    expect(preview.cars!.map((car) => [car.vehicleId, car.rows])).toEqual([
      [seriesOne, 550],
      [minor, 550],
    ]);
    const accepted = await confirm(ctx, keeper, preview.id);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().data.state).toBe('importing');
    const done = await vi.waitFor(
      async () => {
        const found = (await call(keeper, 'GET', `/api/v1/imports/${preview.id}`)).json()
          .data as ImportPreview;
        expect(found.state).toBe('imported');
        return found;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(done.written).toBe(1_100);
    expect((await recordsOf(seriesOne)).reading).toBe(60_000 + 1_098);
    expect((await recordsOf(minor)).reading).toBe(60_000 + 1_099);
    expect((await undo(ctx, keeper, preview.id)).statusCode).toBe(204);
    expect((await recordsOf(seriesOne)).maintenance).toHaveLength(0);
    expect(await recordsOf(seriesOne)).toMatchObject({ reading: 50_000 });
    expect((await recordsOf(minor)).maintenance).toEqual(['Tappets', 'Entered by hand']);
  });
});
