import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, modernCar, preWarCar } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { confirm, fixture, patchImport, previewOf, workbook } from './import-helpers.js';

// Each format a keeper's history arrives in, read into its preview and written
// (docs/product.md#importing-history).

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

const newCar = async (body: Record<string, unknown> = preWarCar) =>
  (await createVehicle(ctx, owner, body)).id;

describe("a keeper's spreadsheet", () => {
  it('reads a UTF-8 CSV with a BOM, its headers matched, its dates and amounts in any form', async () => {
    const preview = await previewOf(
      ctx,
      owner,
      await newCar(),
      fixture('keeper-comma-bom.csv'),
      'log.csv',
    );
    expect(preview.format).toBe('csv');
    expect(preview.layout).toBe('spreadsheet');
    expect(preview.headers[0]).toBe('Date');
    expect(preview.columns).toMatchObject({
      date: 'Date',
      title: 'Work done',
      odometer: 'Mileage',
      cost: 'Cost',
      supplier: 'Garage',
      notes: 'Notes',
    });
    expect(preview.dateOrderNeeded).toBe(false);
    expect(preview.rows[0]).toMatchObject({
      row: 2,
      target: 'maintenance',
      date: '1998-03-04',
      title: 'Full service',
      category: 'service',
      odometer: 61_200,
      cost: 120,
      currency: 'GBP',
      supplier: 'Smiths of Ledbury',
    });
    expect(preview.rows[1]).toMatchObject({ date: '1998-05-17', category: 'inspection', cost: 25 });
    expect(preview.rows[2]).toMatchObject({ category: 'recommission', cost: 1250.5 });
    expect(preview.rows[3]).toMatchObject({
      row: 6,
      target: 'cost',
      category: 'insurance',
      cost: 310,
    });
    // The blank line is row 5 and passed over; the day that does not exist is refused, verbatim.
    expect(preview.refused).toEqual([
      { row: 7, reason: "row 7: the date '31/02/2000' does not exist" },
    ]);
    // 'Fuel' without a volume is no fill-up: only a volume makes one of a file without categories.
    expect(preview.rows[4]).toMatchObject({ row: 8, target: 'maintenance', title: 'Fuel' });
    expect(preview.counts).toEqual({
      maintenance: 4,
      modification: 0,
      cost: 1,
      fuel: 0,
      alreadyImported: 0,
      refused: 1,
    });
  });

  it('reads semicolons, decimal commas and thousands points from Windows-1252', async () => {
    const preview = await previewOf(
      ctx,
      owner,
      await newCar(modernCar),
      fixture('keeper-semicolon-1252.csv'),
    );
    expect(preview.columns).toMatchObject({
      date: 'Datum',
      title: 'Arbeit',
      odometer: 'Kilometerstand',
      cost: 'Kosten',
      currency: 'Währung',
      notes: 'Bemerkung',
    });
    expect(
      preview.rows.map((row) => [row.date, row.title, row.odometer, row.cost, row.currency]),
    ).toEqual([
      ['1998-03-04', 'Ölwechsel', 98_450, 54.2, 'EUR'],
      ['1998-05-17', 'Zündkerzen', 98_900, 12.5, 'EUR'],
      ['1998-06-01', 'Reparatur Kühler', 99_020, 1234.56, 'EUR'],
    ]);
    expect(preview.rows[2]).toMatchObject({ category: 'repair', notes: 'Café-Besuch danach' });
    expect(preview.refused).toEqual([]);
  });

  it('reads tab-separated UTF-16 (little-endian) and semicolons in UTF-16 big-endian', async () => {
    const tab = await previewOf(
      ctx,
      owner,
      await newCar(),
      fixture('keeper-tab-utf16le.txt'),
      'log.txt',
    );
    expect(tab.rows.map((row) => [row.date, row.title, row.odometer, row.cost])).toEqual([
      ['1998-03-04', 'Carburettor rebuild', 61_200, 180],
      ['1998-05-17', 'Clutch', 61_450, 320.5],
    ]);
    expect(tab.rows[0]!.notes).toBe('SU HS4, new needles');
    const big = await previewOf(
      ctx,
      owner,
      await newCar(),
      fixture('keeper-semicolon-utf16be.csv'),
    );
    expect(big.rows[0]).toMatchObject({ title: 'Dynamo overhaul', cost: 85, currency: 'GBP' });
  });

  it('reads an .xlsx workbook: its first sheet with rows, or the sheet picked, date cells as days', async () => {
    const bytes = await workbook();
    const preview = await previewOf(ctx, owner, await newCar(), bytes, 'log.xlsx');
    expect(preview.format).toBe('xlsx');
    expect(preview.sheets).toEqual(['Notes', 'Service log']);
    expect(preview.sheet).toBe('Notes');
    const picked = await patchImport(ctx, owner, preview.id, { sheet: 'Service log' });
    expect(picked.statusCode, picked.body).toBe(200);
    const data = picked.json().data;
    expect(data.columns).toMatchObject({
      date: 'Date',
      title: 'Work',
      odometer: 'Miles',
      cost: 'Cost (£)',
    });
    expect(
      data.rows.map((row: { date: string; cost: number | null; currency: string | null }) => [
        row.date,
        row.cost,
        row.currency,
      ]),
    ).toEqual([
      ['1994-06-03', 110.5, 'GBP'],
      ['1995-07-13', 350, 'GBP'],
      ['1996-01-20', null, null],
    ]);
    expect(data.rows[2]).toMatchObject({ category: 'lay_up' });
  });
});

describe("LubeLogger's exports, known by their headers", () => {
  it('service records in an American install: M/d/yyyy, $ amounts, tags and extra fields in the notes', async () => {
    const vehicleId = await newCar();
    const preview = await previewOf(ctx, owner, vehicleId, fixture('lubelogger-service-en-us.csv'));
    expect(preview.layout).toBe('lubelogger-service');
    expect(
      preview.rows.map((row) => [row.date, row.title, row.cost, row.currency, row.odometer]),
    ).toEqual([
      ['2024-03-04', 'Oil change', 54.2, 'USD', 48_210],
      ['2024-04-15', 'Brake pads', 1234.56, 'USD', 48_890],
      ['2024-06-01', 'Tune-up', 0, 'USD', null],
    ]);
    expect(preview.rows[0]!.notes).toBe('20W-50, 5 quarts\nTags: oil service\nShop: Ace Motors');
    const confirmed = await confirm(ctx, owner, preview.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ state: 'imported', written: 3 });
    const records = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
    });
    const list = records.json().data as { title: string; notes: string; totalCost: number }[];
    expect(list.map((record) => record.title).sort()).toEqual([
      'Brake pads',
      'Oil change',
      'Tune-up',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const written = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(today));
    expect(list.find((record) => record.title === 'Brake pads')!.notes).toBe(
      `Tags: brakes\n\nImported from history.csv on ${written}.`,
    );
    const car = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: owner.headers,
    });
    expect(car.json().data.odometerReading).toBe(48_890);
  });

  it('reads its refused rows, fixed, as the export they came from', async () => {
    const vehicleId = await newCar();
    const broken = fixture('lubelogger-service-en-us.csv')
      .toString()
      .replace('4/15/2024', '2/30/2024');
    const preview = await previewOf(ctx, owner, vehicleId, broken);
    expect(preview.refused).toEqual([
      { row: 3, reason: "row 3: the date '2/30/2024' does not exist" },
    ]);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${preview.id}/refused.csv`,
      headers: owner.headers,
    });
    const fixed = refused.body.replace('2/30/2024', '2/28/2024');
    const again = await previewOf(ctx, owner, vehicleId, fixed, 'history (not imported).csv');
    expect(again.layout).toBe('lubelogger-service');
    expect(again.rows).toMatchObject([{ date: '2024-02-28', title: 'Brake pads', cost: 1234.56 }]);
  });

  it('service records in a German install: dd.MM.yyyy and 1.234,56 €', async () => {
    const preview = await previewOf(
      ctx,
      owner,
      await newCar(),
      fixture('lubelogger-service-de-de.csv'),
    );
    expect(preview.layout).toBe('lubelogger-service');
    expect(preview.rows.map((row) => [row.date, row.title, row.cost, row.currency])).toEqual([
      ['2024-03-04', 'Ölwechsel', 54.2, 'EUR'],
      ['2024-04-15', 'Bremsbeläge', 1234.56, 'EUR'],
    ]);
  });

  it('fuel records become fill-ups, partial and missed fills kept, in the currency chosen', async () => {
    // A keeper with no record yet: no currency of theirs to offer.
    const keeper = await createUser(ctx);
    const vehicleId = (await createVehicle(ctx, keeper, preWarCar)).id;
    const preview = await previewOf(ctx, keeper, vehicleId, fixture('lubelogger-fuel-en-gb.csv'));
    expect(preview.layout).toBe('lubelogger-fuel');
    // LubeLogger writes a fill-up's cost without its currency: the file asks for it.
    expect(preview.refused[0]!.reason).toBe(
      "row 2: the cost '62.35' names no currency: choose the currency of this file's costs",
    );
    const chosen = await patchImport(ctx, keeper, preview.id, {
      currency: 'GBP',
      volumeUnit: 'litre',
    });
    expect(chosen.json().data.counts).toMatchObject({ fuel: 3, refused: 0 });
    expect((await confirm(ctx, keeper, preview.id)).statusCode).toBe(200);
    const fills = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/fuel`,
      headers: keeper.headers,
    });
    const list = fills.json().data.fills as {
      date: string;
      odometer: number;
      volume: number;
      full: boolean;
      totalPrice: number;
      currency: string;
      note: string;
    }[];
    const byDate = Object.fromEntries(list.map((fill) => [fill.date, fill]));
    expect(byDate['2024-03-02']).toMatchObject({
      odometer: 48_100,
      volume: 40.5,
      full: true,
      totalPrice: 62.35,
      currency: 'GBP',
    });
    expect(byDate['2024-03-30']).toMatchObject({ full: false });
    expect(byDate['2024-03-30']!.note).toContain('A fill-up before this one was not recorded.');
  });

  it('tax records become road tax, supplies a record with its part, odometer records readings', async () => {
    const vehicleId = await newCar();
    const tax = await previewOf(ctx, owner, vehicleId, fixture('lubelogger-tax-en-us.csv'));
    expect(tax.layout).toBe('lubelogger-tax');
    expect(tax.rows.map((row) => [row.target, row.category, row.date, row.cost])).toEqual([
      ['cost', 'road_tax', '2024-01-01', 89],
      ['cost', 'road_tax', '2025-01-13', 92.5],
    ]);
    const supply = await previewOf(ctx, owner, vehicleId, fixture('lubelogger-supply-en-us.csv'));
    expect(supply.layout).toBe('lubelogger-supply');
    expect(supply.rows[0]).toMatchObject({
      target: 'maintenance',
      title: 'Oil filter',
      cost: 17.9,
    });
    expect(supply.rows[0]!.notes).toBe('Supplier: Moss Motors');
    expect((await confirm(ctx, owner, supply.id)).statusCode).toBe(200);
    const records = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
    });
    expect(records.json().data[0].parts).toMatchObject([
      { description: 'Oil filter', partNumber: 'GFE166', quantity: 2, unitCost: 8.95 },
    ]);
    const odometer = await previewOf(
      ctx,
      owner,
      vehicleId,
      fixture('lubelogger-odometer-en-us.csv'),
    );
    expect(odometer.layout).toBe('lubelogger-odometer');
    expect(odometer.rows[0]).toMatchObject({
      title: 'Odometer reading',
      odometer: 49_010,
      date: '2024-05-20',
    });
  });
});
