import sharp from 'sharp';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '@vg/contract/rules';
import { createVehicle, multipart, preWarCar } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { confirm, fixture, patchImport, previewOf, undo } from './import-helpers.js';

// A preview asks before it writes, importing twice adds nothing, undo removes exactly what was
// added, and bad files write nothing (docs/product.md#importing-history).

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

/** A ZIP of one file, deflated, as a workbook is one. */
function zipWith(name: string, content: Buffer): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('<Types/>'), '[Content_Types].xml');
  zip.addBuffer(content, name, { compress: true });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const newCar = async () => (await createVehicle(ctx, owner, preWarCar)).id;

async function countOf(vehicleId: string) {
  const count = async (
    table: 'maintenance_records' | 'vehicle_costs' | 'fuel_fills' | 'modifications',
  ) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('vehicle_id', '=', vehicleId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    maintenance: await count('maintenance_records'),
    cost: await count('vehicle_costs'),
    fuel: await count('fuel_fills'),
    modification: await count('modifications'),
  };
}

function post(vehicleId: string, content: Buffer | string, filename = 'history.csv', who = owner) {
  const body = multipart([{ field: 'file', filename, contentType: 'text/csv', content }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/imports`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}

describe('the day order of a file whose dates read both ways', () => {
  it('is asked once, and the answer reads every date of the file', async () => {
    const vehicleId = await newCar();
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-ambiguous.csv'));
    expect(preview.dateOrderNeeded).toBe(true);
    expect(preview.refused[0]!.reason).toBe(
      "row 2: the date '03/04/1998' reads either way: say whether this file's dates are day first or month first",
    );
    const refused = await confirm(ctx, owner, preview.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.dateOrder).toBe(
      'Are the dates in this file day first (31/12/1998) or month first (12/31/1998)?',
    );
    expect(await countOf(vehicleId)).toMatchObject({ maintenance: 0 });

    const monthFirst = await patchImport(ctx, owner, preview.id, { dateOrder: 'month-first' });
    expect(monthFirst.json().data.rows.map((row: { date: string }) => row.date)).toEqual([
      '1998-03-04',
      '1999-05-06',
    ]);
    const dayFirst = await patchImport(ctx, owner, preview.id, { dateOrder: 'day-first' });
    const data = dayFirst.json().data;
    expect(data).toMatchObject({ dateOrder: 'day-first', dateOrderNeeded: false });
    expect(data.rows.map((row: { date: string }) => row.date)).toEqual([
      '1998-04-03',
      '1999-06-05',
    ]);
    expect((await confirm(ctx, owner, preview.id)).statusCode).toBe(200);
    expect(await countOf(vehicleId)).toMatchObject({ maintenance: 2 });
  });
});

describe('importing the same file again', () => {
  it('adds nothing it already added, and only the rows fixed since', async () => {
    const vehicleId = await newCar();
    const first = await previewOf(ctx, owner, vehicleId, fixture('keeper-comma-bom.csv'));
    expect((await confirm(ctx, owner, first.id)).json().data.written).toBe(5);
    expect(await countOf(vehicleId)).toEqual({ maintenance: 4, cost: 1, fuel: 0, modification: 0 });

    const again = await previewOf(ctx, owner, vehicleId, fixture('keeper-comma-bom.csv'));
    expect(again.counts).toMatchObject({ maintenance: 0, cost: 0, alreadyImported: 5, refused: 1 });
    expect(again.rows.every((row) => row.alreadyImported)).toBe(true);
    const confirmed = await confirm(ctx, owner, again.id);
    expect(confirmed.json().data.written).toBe(0);
    expect(await countOf(vehicleId)).toEqual({ maintenance: 4, cost: 1, fuel: 0, modification: 0 });

    // The refused row, fixed and imported alone, is added; the others still are not.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${first.id}/refused.csv`,
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(refused.body).toBe(
      '\ufeffDate,Work done,Mileage,Cost,Garage,Notes,Why it was not imported\r\n' +
        "31/02/2000,Tyres,62000,£400,,,row 7: the date '31/02/2000' does not exist\r\n",
    );
    const fixed = refused.body.replace('31/02/2000,', '28/02/2000,');
    const third = await previewOf(ctx, owner, vehicleId, fixed, 'history (not imported).csv');
    expect(third.counts).toMatchObject({ maintenance: 1, refused: 0 });
    expect((await confirm(ctx, owner, third.id)).json().data.written).toBe(1);
    expect(await countOf(vehicleId)).toMatchObject({ maintenance: 5 });
  });

  it('writes once when confirmed twice', async () => {
    const vehicleId = await newCar();
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-ambiguous.csv'));
    await patchImport(ctx, owner, preview.id, { dateOrder: 'day-first' });
    const [one, two] = await Promise.all([
      confirm(ctx, owner, preview.id),
      confirm(ctx, owner, preview.id),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await countOf(vehicleId)).toMatchObject({ maintenance: 2 });
    const changed = await patchImport(ctx, owner, preview.id, { dateOrder: 'month-first' });
    expect(changed.statusCode).toBe(409);
  });
});

describe('undo', () => {
  it('removes exactly what the import added, and gives the car its reading back', async () => {
    const vehicleId = await newCar();
    const mine = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
      payload: {
        performedOn: '1998-03-04',
        category: 'service',
        title: 'Full service',
        odometer: 100,
      },
    });
    expect(mine.statusCode).toBe(201);
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-comma-bom.csv'));
    const confirmed = (await confirm(ctx, owner, preview.id)).json().data;
    expect(confirmed.undoUntil).toBeTruthy();
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/imports`,
      headers: owner.headers,
    });
    expect(listed.json().data).toEqual([
      {
        id: preview.id,
        fileName: 'history.csv',
        state: 'imported',
        createdAt: confirmed.createdAt,
        importedAt: confirmed.importedAt,
        undoneAt: null,
        written: 5,
        undoUntil: confirmed.undoUntil,
      },
    ]);
    const car = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/vehicles/${vehicleId}`,
          headers: owner.headers,
        })
      ).json().data.odometerReading;
    expect(await car()).toBe(62_100);

    const undone = await undo(ctx, owner, preview.id);
    expect(undone.statusCode, undone.body).toBe(204);
    expect(await countOf(vehicleId)).toEqual({ maintenance: 1, cost: 0, fuel: 0, modification: 0 });
    expect(await car()).toBe(100);
    const afterUndo = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/imports`,
      headers: owner.headers,
    });
    expect(afterUndo.json().data).toMatchObject([
      { id: preview.id, fileName: 'history.csv', state: 'undone', written: 5, undoUntil: null },
    ]);
    const left = await ctx.db
      .selectFrom('maintenance_records')
      .select('id')
      .where('vehicle_id', '=', vehicleId)
      .execute();
    expect(left.map((row) => row.id)).toEqual([mine.json().data.id]);
    expect((await undo(ctx, owner, preview.id)).json().error.message).toBe(
      'This import was undone already.',
    );
    // Undone, the file can be imported again.
    const again = await previewOf(ctx, owner, vehicleId, fixture('keeper-comma-bom.csv'));
    expect(again.counts.alreadyImported).toBe(0);
  });

  it('refuses, saying which, once a record it added was changed', async () => {
    const vehicleId = await newCar();
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-comma-bom.csv'));
    await confirm(ctx, owner, preview.id);
    const cost = await ctx.db
      .selectFrom('vehicle_costs')
      .select('id')
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/costs/${cost.id}`,
      headers: owner.headers,
      payload: { note: 'Agreed value, renewed by phone' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await undo(ctx, owner, preview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Not undone: a record this import added was changed since (the cost of row 6). Undoing would lose those changes; delete it yourself if they should go.',
    );
    expect(await countOf(vehicleId)).toEqual({ maintenance: 4, cost: 1, fuel: 0, modification: 0 });
  });

  it('is for 30 days only', async () => {
    const vehicleId = await newCar();
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-ambiguous.csv'));
    await patchImport(ctx, owner, preview.id, { dateOrder: 'day-first' });
    await confirm(ctx, owner, preview.id);
    await ctx.db
      .updateTable('imports')
      .set({ imported_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where('id', '=', preview.id)
      .execute();
    const refused = await undo(ctx, owner, preview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/an import can be undone for 30 days only\.$/);
    expect(await countOf(vehicleId)).toMatchObject({ maintenance: 2 });
  });

  it('leaves a member at most five previews waiting, the newest', async () => {
    const keeper = await createUser(ctx);
    const vehicleId = (await createVehicle(ctx, keeper, preWarCar)).id;
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1)
      ids.push((await previewOf(ctx, keeper, vehicleId, fixture('keeper-ambiguous.csv'))).id);
    const kept = await ctx.db
      .selectFrom('imports')
      .select('id')
      .where('user_id', '=', keeper.user.id)
      .execute();
    expect(kept.map((row) => row.id).sort()).toEqual(ids.slice(2).sort());
  });

  it('of a preview drops it: nothing was written', async () => {
    const vehicleId = await newCar();
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-ambiguous.csv'));
    expect((await undo(ctx, owner, preview.id)).statusCode).toBe(204);
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${preview.id}`,
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('bad files write nothing', () => {
  it('refuses a formula cell, saying where', async () => {
    const vehicleId = await newCar();
    const res = await post(vehicleId, fixture('keeper-formula.csv'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.file).toBe(
      "row 3, 'Notes': the cell '=HYPERLINK(\"http://example.test\",\"click\")' would run as a formula in a spreadsheet. Nothing was imported: remove the formula, or the '=' it begins with, and import the file again.",
    );
    expect(
      await ctx.db.selectFrom('imports').select('id').where('vehicle_id', '=', vehicleId).execute(),
    ).toEqual([]);
  });

  it('refuses a workbook that would unpack to more than any log, unread', async () => {
    const vehicleId = await newCar();
    const bomb = await zipWith('xl/worksheets/sheet1.xml', Buffer.alloc(210 * 1024 * 1024, ' '));
    const res = await post(vehicleId, bomb, 'log.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.file).toBe(
      '“log.xlsx” unpacks to more than 200 MB. Save the sheet as CSV and import that.',
    );
  });

  it('reads a dash, a signed number and a note begun with a dash as text', async () => {
    const preview = await previewOf(ctx, owner, await newCar(), fixture('keeper-dashes.csv'));
    expect(preview.rows[0]).toMatchObject({ title: 'Service', cost: null, notes: '- new plugs' });
  });

  it('refuses a picture, a binary and an empty file, and one too large', async () => {
    const vehicleId = await newCar();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const picture = await post(vehicleId, jpeg, 'history.csv');
    expect(picture.statusCode).toBe(415);
    expect(picture.json().error.fields.file).toBe(
      'Only CSV files (any delimiter) and Excel workbooks (.xlsx) can be imported. “history.csv” is not one.',
    );
    const binary = await post(
      vehicleId,
      Buffer.from([0, 1, 2, 3, 0, 0, 0, 9, 8, 7, 0, 0, 200, 201]),
      'data.csv',
    );
    expect(binary.statusCode).toBe(415);
    const zip = await post(
      vehicleId,
      Buffer.from('PK\u0003\u0004not really a workbook'),
      'log.xlsx',
    );
    expect(zip.statusCode).toBe(415);
    const empty = await post(vehicleId, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const headerOnly = await post(vehicleId, 'Date,Work\r\n');
    expect(headerOnly.json().error.fields.file).toBe(
      '“history.csv” has a header but no rows to import.',
    );
    const large = await post(vehicleId, Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a'));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe(IMPORT_TOO_LARGE);
    expect(
      await ctx.db.selectFrom('imports').select('id').where('vehicle_id', '=', vehicleId).execute(),
    ).toEqual([]);
  });

  it('lets go of a NUL in a cell rather than fail to keep it', async () => {
    const vehicleId = await newCar();
    const preview = await previewOf(
      ctx,
      owner,
      vehicleId,
      'Date,Work,Cost,Currency\r\n1998-03-04,Dyna\u0000mo,12,GBP\r\n',
    );
    expect(preview.rows[0]).toMatchObject({ title: 'Dynamo' });
    expect((await confirm(ctx, owner, preview.id)).statusCode).toBe(200);
  });

  it('reads a CSV of something else into a preview that imports nothing, saying why per row', async () => {
    const preview = await previewOf(
      ctx,
      owner,
      await newCar(),
      'Name,Email\r\nAnn,ann@example.test\r\n',
    );
    expect(preview.columns).toEqual({});
    expect(preview.refused).toEqual([{ row: 2, reason: 'row 2: it has no date' }]);
  });
});

describe('column matches', () => {
  it('are checked against the file, and remembered for the member’s next file', async () => {
    const keeper = await createUser(ctx);
    const vehicleId = (await createVehicle(ctx, keeper, preWarCar)).id;
    const csv = 'When done,Job,Odo,Spent,Curr,Shop\r\n1998-03-04,Dynamo,100,12,GBP,Bert\r\n';
    const preview = await previewOf(ctx, keeper, vehicleId, csv);
    expect(preview.columns).toEqual({
      title: 'Job',
      odometer: 'Odo',
      currency: 'Curr',
      supplier: 'Shop',
    });
    const wrong = await patchImport(ctx, keeper, preview.id, { columns: { date: 'Nope' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ 'columns.date': "The file has no column 'Nope'." });
    const matched = await patchImport(ctx, keeper, preview.id, {
      columns: { date: 'When done', cost: 'Spent', supplier: null },
    });
    expect(matched.json().data.columns).toEqual({
      title: 'Job',
      odometer: 'Odo',
      currency: 'Curr',
      date: 'When done',
      cost: 'Spent',
    });
    expect(matched.json().data.rows[0]).toMatchObject({
      date: '1998-03-04',
      cost: 12,
      supplier: null,
    });
    await confirm(ctx, keeper, preview.id);
    const next = await previewOf(ctx, keeper, vehicleId, csv.replace('Dynamo', 'Starter'));
    expect(next.columns).toEqual({
      date: 'When done',
      title: 'Job',
      odometer: 'Odo',
      cost: 'Spent',
      currency: 'Curr',
    });
  });
});

describe('a reading raised by an import', () => {
  it('has the reminders a reading can bring due checked, as a record does', async () => {
    const vehicleId = await newCar();
    const reminder = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/reminders`,
      headers: owner.headers,
      payload: { title: 'Valve clearances', dueOdometer: 62_000 },
    });
    expect(reminder.statusCode, reminder.body).toBe(201);
    const scans = async () =>
      (await ctx.app.jobs.boss.findJobs('reminder-scan', { data: { vehicleId } })).length;
    const before = await scans();
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-comma-bom.csv'));
    await confirm(ctx, owner, preview.id);
    expect(await scans()).toBe(before + 1);
  });
});

describe('a car deleted', () => {
  it('takes its imports with it, and so does the account', async () => {
    const keeper = await createUser(ctx);
    const vehicleId = (await createVehicle(ctx, keeper, preWarCar)).id;
    const preview = await previewOf(ctx, keeper, vehicleId, fixture('keeper-comma-bom.csv'));
    await confirm(ctx, keeper, preview.id);
    const other = (await createVehicle(ctx, keeper, preWarCar)).id;
    await previewOf(ctx, keeper, other, fixture('keeper-ambiguous.csv'));
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: keeper.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = async () => ({
      imports: (
        await ctx.db
          .selectFrom('imports')
          .select('vehicle_id')
          .where('user_id', '=', keeper.user.id)
          .execute()
      ).map((row) => row.vehicle_id),
      rows: (
        await ctx.db
          .selectFrom('imported_rows')
          .select('fingerprint')
          .where('vehicle_id', '=', vehicleId)
          .execute()
      ).length,
    });
    expect(await left()).toEqual({ imports: [other], rows: 0 });
    await ctx.db.deleteFrom('users').where('id', '=', keeper.user.id).execute();
    expect(await left()).toEqual({ imports: [], rows: 0 });
    const memory = await ctx.db
      .selectFrom('import_column_memory')
      .select('header')
      .where('user_id', '=', keeper.user.id)
      .execute();
    expect(memory).toEqual([]);
  });
});

describe('only the car’s keeper', () => {
  it('imports into it, and sees, changes, confirms or undoes its imports', async () => {
    const vehicleId = await newCar();
    const stranger = await createUser(ctx);
    const upload = await post(vehicleId, fixture('keeper-ambiguous.csv'), 'h.csv', stranger);
    expect(upload.statusCode).toBe(404);
    expect(upload.json().error.message).toBe('Vehicle not found');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/imports`,
      headers: stranger.headers,
    });
    expect(list.statusCode).toBe(404);
    const preview = await previewOf(ctx, owner, vehicleId, fixture('keeper-ambiguous.csv'));
    for (const [method, url] of [
      ['GET', `/api/v1/imports/${preview.id}`],
      ['GET', `/api/v1/imports/${preview.id}/refused.csv`],
      ['POST', `/api/v1/imports/${preview.id}/confirm`],
      ['DELETE', `/api/v1/imports/${preview.id}`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: stranger.headers });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Import not found');
    }
    expect(
      (await patchImport(ctx, stranger, preview.id, { dateOrder: 'day-first' })).statusCode,
    ).toBe(404);
    expect(await countOf(vehicleId)).toMatchObject({ maintenance: 0 });
  });
});
