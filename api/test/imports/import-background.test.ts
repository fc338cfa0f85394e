import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@vg/contract';
import { createVehicle, preWarCar } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import {
  importFailedReason,
  writeImportInBackground,
} from '../../src/features/garage/imports/import-job.js';
import { IMPORT_STILL_WRITING } from '../../src/features/garage/imports/undo-import.js';
import { confirm, patchImport, previewOf, undo } from './import-helpers.js';

// A big file is written in the background, a batch at a time, with its progress; it ends imported,
// or failed with nothing of it kept; re-import, undo and a double confirm stay exact
// (docs/product.md#importing-history).

const WAIT = { timeout: 60_000, interval: 100 };
const ROWS = 1_200;

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

/** A keeper's log of `rows` services, a day apart from 1970. */
function bigLog(rows: number, title = 'Service'): string {
  const lines = ['Date,Work,Mileage,Cost'];
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(1970, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${day},${title} ${index},${1000 + index * 10},£${10 + (index % 50)}.50`);
  }
  return `${lines.join('\n')}\n`;
}

const records = async (vehicleId: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('maintenance_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('vehicle_id', '=', vehicleId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const importOf = async (id: string): Promise<ImportPreview> =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: owner.headers })
  ).json().data;

/** Waits for the background writing to end, answering the import as it ended. */
const settled = (id: string) =>
  vi.waitFor(async () => {
    const found = await importOf(id);
    expect(found.state).not.toBe('importing');
    return found;
  }, WAIT);

describe('a file of more rows than one batch', () => {
  it('is written in the background with its progress, once however often it is confirmed', async () => {
    const vehicleId = (await createVehicle(ctx, owner, preWarCar)).id;
    const preview = await previewOf(ctx, owner, vehicleId, bigLog(ROWS));
    expect(preview.counts.maintenance).toBe(ROWS);
    const [one, two] = await Promise.all([
      confirm(ctx, owner, preview.id),
      confirm(ctx, owner, preview.id),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([202, 409]);
    const accepted = (one.statusCode === 202 ? one : two).json().data as ImportPreview;
    expect(accepted).toMatchObject({ state: 'importing', written: null, failure: null });
    expect(accepted.progress).toBeGreaterThanOrEqual(0);
    expect(accepted.progress).toBeLessThan(100);
    const done = await settled(preview.id);
    expect(done).toMatchObject({ state: 'imported', written: ROWS, progress: null });
    expect(done.undoUntil).toBeTruthy();
    expect(await records(vehicleId)).toBe(ROWS);
    const vehicle = await ctx.db
      .selectFrom('vehicles')
      .select('odometer_reading')
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    expect(vehicle.odometer_reading).toBe(1000 + (ROWS - 1) * 10);

    // The same file again adds nothing; undo removes exactly the first import.
    const again = await previewOf(ctx, owner, vehicleId, bigLog(ROWS + 600));
    expect(again.counts).toMatchObject({ alreadyImported: ROWS, maintenance: 600 });
    expect((await confirm(ctx, owner, again.id)).statusCode).toBe(202);
    expect(await settled(again.id)).toMatchObject({ state: 'imported', written: 600 });
    expect(await records(vehicleId)).toBe(ROWS + 600);
    expect((await undo(ctx, owner, preview.id)).statusCode).toBe(204);
    expect(await records(vehicleId)).toBe(600);
  });

  it('cannot be changed, confirmed again or undone while it is being written', async () => {
    const vehicleId = (await createVehicle(ctx, owner, preWarCar)).id;
    const preview = await previewOf(ctx, owner, vehicleId, bigLog(ROWS));
    // Held as the confirmation leaves it, with no job to write it.
    await ctx.db
      .updateTable('imports')
      .set({ state: 'importing', imported_at: new Date(), rows_done: 600, rows_to_do: ROWS })
      .where('id', '=', preview.id)
      .execute();
    expect(await importOf(preview.id)).toMatchObject({ state: 'importing', progress: 50 });
    expect((await patchImport(ctx, owner, preview.id, { target: 'cost' })).statusCode).toBe(409);
    expect((await confirm(ctx, owner, preview.id)).statusCode).toBe(409);
    const undone = await undo(ctx, owner, preview.id);
    expect(undone.statusCode).toBe(409);
    expect(undone.json().error.message).toBe(IMPORT_STILL_WRITING);
    const stranger = await createUser(ctx);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${preview.id}`,
      headers: stranger.headers,
    });
    expect(seen.statusCode).toBe(404);
  });

  it('is written once when its job runs again, going on from the rows done', async () => {
    const vehicleId = (await createVehicle(ctx, owner, preWarCar)).id;
    const preview = await previewOf(ctx, owner, vehicleId, bigLog(ROWS));
    const importing = (rowsDone: number) =>
      ctx.db
        .updateTable('imports')
        .set({ state: 'importing', imported_at: new Date(), rows_done: rowsDone, rows_to_do: ROWS })
        .where('id', '=', preview.id)
        .execute();
    // A run stopped after its first batch, then run again: it goes on from row 502.
    await importing(500);
    await writeImportInBackground(ctx.db, { importId: preview.id });
    expect(await records(vehicleId)).toBe(ROWS - 500);
    // A run that stopped after writing but before counting: the claimed rows are not written again.
    await importing(0);
    await writeImportInBackground(ctx.db, { importId: preview.id });
    expect(await records(vehicleId)).toBe(ROWS);
    expect(await importOf(preview.id)).toMatchObject({ state: 'imported', written: ROWS });
    // Once imported, a late run does nothing.
    await writeImportInBackground(ctx.db, { importId: preview.id });
    expect(await records(vehicleId)).toBe(ROWS);
  });

  it('that cannot be finished ends failed, keeping nothing it wrote, and can be dropped', async () => {
    const vehicleId = (await createVehicle(ctx, owner, preWarCar)).id;
    // The database refuses one row of the third batch, after two batches were committed.
    await sql`create function refuse_row_1100() returns trigger language plpgsql as $$
      begin
        if new.title = 'Service 1100' then raise exception 'refused for the test'; end if;
        return new;
      end $$`.execute(ctx.db);
    await sql`create trigger refuse_row_1100 before insert on maintenance_records
      for each row execute function refuse_row_1100()`.execute(ctx.db);
    try {
      const preview = await previewOf(ctx, owner, vehicleId, bigLog(ROWS));
      expect((await confirm(ctx, owner, preview.id)).statusCode).toBe(202);
      const failed = await settled(preview.id);
      expect(failed).toMatchObject({
        state: 'failed',
        failure: importFailedReason(1002),
        progress: null,
      });
      expect(await records(vehicleId)).toBe(0);
      const claims = await ctx.db
        .selectFrom('imported_rows')
        .select('fingerprint')
        .where('import_id', '=', preview.id)
        .execute();
      expect(claims).toEqual([]);
      expect((await undo(ctx, owner, preview.id)).statusCode).toBe(204);
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/imports/${preview.id}`,
            headers: owner.headers,
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await sql`drop trigger refuse_row_1100 on maintenance_records`.execute(ctx.db);
      await sql`drop function refuse_row_1100()`.execute(ctx.db);
    }
  });
});
