import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../../db/database.js';
import type { ImportWritingJob } from '../../../jobs/queues.js';
import { importsWithUnit, planFor } from './import-store.js';
import { removeWritten } from './undo-import.js';
import { BATCH, finishWriting, importedFrom, writeBatch } from './write-rows.js';

// A big file's confirmed import, written in the background (docs/product.md#importing-history,
// docs/adr/0025): a transaction per batch of rows, so the API's other requests get the database
// between batches (on PGlite, its only connection), and the import's progress is kept with each
// batch. Every record carries the confirmation's moment, as a small file's do, so undo knows what
// was changed since. A batch committed is not written again when the job is run again (its rows
// are claimed); an import that cannot be finished has what it wrote removed and says why.

export const importFailedReason = (row: number) =>
  `Writing stopped at row ${row}, and nothing of this import was kept. Import the file again; if it stops again, split it into parts (by year, say).`;

class Stopped extends Error {}

/** The import as the job needs it, while it is still being written; null once it is not. */
async function writingImport(db: Db, importId: string) {
  const row = await importsWithUnit(db)
    .innerJoin('users', 'users.id', 'imports.user_id')
    .select('users.locale')
    .where('imports.id', '=', importId)
    .where('imports.state', '=', 'importing')
    .executeTakeFirst();
  return row ?? null;
}

export async function writeImportInBackground(db: Db, job: ImportWritingJob): Promise<void> {
  const found = await writingImport(db, job.importId);
  if (!found) return;
  const { locale, ...row } = found;
  const stamp = row.imported_at!;
  const plan = await planFor(db, row);
  const note = importedFrom(row.file_name, stamp.toISOString().slice(0, 10), locale);
  let done = row.rows_done ?? 0;
  try {
    while (done < plan.planned.length) {
      const batch = plan.planned.slice(done, done + BATCH);
      await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('imports')
          .select('state')
          .where('id', '=', row.id)
          .forUpdate()
          .executeTakeFirst();
        // The car (and its imports) deleted meanwhile: nothing left to write into.
        if (locked?.state !== 'importing') throw new Stopped();
        await writeBatch(trx, row, batch, note, stamp);
        await trx
          .updateTable('imports')
          .set({ rows_done: done + batch.length })
          .where('id', '=', row.id)
          .execute();
      });
      done += batch.length;
      // Requests waiting for the database (or the event loop) go before the next batch.
      await nextTurn();
    }
    await db.transaction().execute(async (trx) => {
      await finishWriting(trx, row, plan.planned, stamp);
    });
  } catch (error) {
    if (error instanceof Stopped) return;
    const at = plan.planned[done]?.row ?? done + 2;
    await db.transaction().execute(async (trx) => {
      await removeWritten(trx, row.id);
      await trx
        .updateTable('imports')
        .set({ state: 'failed', failure: importFailedReason(at), written: 0 })
        .where('id', '=', row.id)
        .where('state', '=', 'importing')
        .execute();
    });
    throw error;
  }
}
