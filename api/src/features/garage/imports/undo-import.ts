import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Transaction } from 'kysely';
import { IMPORT_UNDO_DAYS } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import type { Database } from '../../../db/schema.js';
import { requireOwnedImport } from './import-store.js';

// "Undo this import" (docs/product.md#importing-history, docs/adr/0025): exactly the records the
// import added go (of its car, or of each car a whole garage's file wrote to), found by the ids it recorded, never by what they say; not once 30 days have
// passed, nor when one of them was changed since (the keeper's later work would go with it).

const DAY_MS = 24 * 60 * 60 * 1000;
const TABLES = {
  maintenance: 'maintenance_records',
  modification: 'modifications',
  cost: 'vehicle_costs',
  fuel: 'fuel_fills',
} as const;
const WHAT = {
  maintenance: 'maintenance record',
  modification: 'modification',
  cost: 'cost',
  fuel: 'fill-up',
} as const;

/** Deletes the records an import wrote, by the ids it recorded, and its claims on their rows. */
export async function removeWritten(trx: Transaction<Database>, importId: string) {
  const rows = await trx
    .selectFrom('imported_rows')
    .select(['target', 'record_id'])
    .where('import_id', '=', importId)
    .execute();
  for (const [target, table] of Object.entries(TABLES) as [
    keyof typeof TABLES,
    (typeof TABLES)[keyof typeof TABLES],
  ][]) {
    const ids = rows.filter((row) => row.target === target).map((row) => row.record_id);
    if (ids.length > 0)
      await trx
        .deleteFrom(table)
        .where('id', '=', sql<string>`any(${ids}::uuid[])`)
        .execute();
  }
  await trx.deleteFrom('imported_rows').where('import_id', '=', importId).execute();
}

export const IMPORT_STILL_WRITING =
  'This import is still being written: it can be undone once it is done.';
export const IMPORT_UNDONE_ALREADY = 'This import was undone already.';
export const importTooOld = (day: string) =>
  `This import was made on ${day}: an import can be undone for ${IMPORT_UNDO_DAYS} days only.`;

export const undoImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /imports/:importId'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const found = await requireOwnedImport(app.db, me.id, request.params.importId);
      if (found.state === 'undone') throw new HttpError(409, IMPORT_UNDONE_ALREADY);
      if (found.state === 'importing') throw new HttpError(409, IMPORT_STILL_WRITING);
      if (found.state === 'preview' || found.state === 'failed') {
        // A preview wrote nothing, nor does a failed import keep anything: dropping it is all.
        await app.db
          .deleteFrom('imports')
          .where('id', '=', found.id)
          .where('state', 'in', ['preview', 'failed'])
          .execute();
        return reply.code(204).send(null);
      }
      const importedAt = found.imported_at!;
      if (Date.now() - importedAt.getTime() > IMPORT_UNDO_DAYS * DAY_MS)
        throw new HttpError(409, importTooOld(importedAt.toISOString().slice(0, 10)));
      await app.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('imports')
          .select(['state', 'imported_at'])
          .where('id', '=', found.id)
          .forUpdate()
          .executeTakeFirst();
        if (locked?.state !== 'imported') throw new HttpError(409, IMPORT_UNDONE_ALREADY);
        const rows = await trx
          .selectFrom('imported_rows')
          .select(['target', 'record_id', 'row_number'])
          .where('import_id', '=', found.id)
          .execute();
        const changed: string[] = [];
        for (const [target, table] of Object.entries(TABLES) as [
          keyof typeof TABLES,
          (typeof TABLES)[keyof typeof TABLES],
        ][]) {
          const ids = rows.filter((row) => row.target === target).map((row) => row.record_id);
          if (ids.length === 0) continue;
          const edited = await trx
            .selectFrom(table)
            .select('id')
            .where('id', '=', sql<string>`any(${ids}::uuid[])`)
            .where('updated_at', '>', importedAt)
            .execute();
          const rowOf = new Map(rows.map((row) => [row.record_id, row.row_number]));
          for (const { id } of edited) changed.push(`the ${WHAT[target]} of row ${rowOf.get(id)}`);
        }
        if (changed.length > 0) {
          const shown = changed.slice(0, 10).join(', ');
          const more = changed.length > 10 ? ` and ${changed.length - 10} more` : '';
          throw new HttpError(
            409,
            `Not undone: ${changed.length === 1 ? 'a record' : `${changed.length} records`} this import added ${
              changed.length === 1 ? 'was' : 'were'
            } changed since (${shown}${more}). Undoing would lose those changes; delete ${
              changed.length === 1 ? 'it' : 'them'
            } yourself if they should go.`,
          );
        }
        await removeWritten(trx, found.id);
        // Each car's reading goes back to what it was, unless it moved on since.
        const readings = await trx
          .selectFrom('import_readings')
          .select(['vehicle_id', 'previous_odometer', 'raised_odometer'])
          .where('import_id', '=', found.id)
          .orderBy('vehicle_id')
          .execute();
        for (const reading of readings)
          await trx
            .updateTable('vehicles')
            .set({ odometer_reading: reading.previous_odometer })
            .where('id', '=', reading.vehicle_id)
            .where('odometer_reading', '=', reading.raised_odometer)
            .execute();
        await trx
          .updateTable('imports')
          .set({ state: 'undone', undone_at: sql<Date>`now()` })
          .where('id', '=', found.id)
          .execute();
      });
      return reply.code(204).send(null);
    },
  });
};
