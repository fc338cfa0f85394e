import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { formatDate, type ImportTarget } from '@vg/contract/rules';
import type { Database } from '../../../db/schema.js';
import { scanVehicleSoon, watchesReadings } from '../reminders/reminder-scan.js';
import { claimKey, type ImportRow } from './import-store.js';
import type { PlannedRow } from './read-rows.js';

// Writing a preview's good rows (docs/product.md#importing-history, docs/adr/0025), each to its
// row's car (the import's own, or the one a whole garage's file names): each row's fingerprint is
// claimed first (one per car: a row another import added is claimed already and skipped), then
// the records of the claimed rows are inserted a batch at a time. A small file is one transaction
// with the import's own state; a big one is written in the background, a transaction per batch
// (import-job.ts), and removed again if it cannot be finished.

/** Rows a statement inserts, and a background import writes per transaction. */
export const BATCH = 500;

type Trx = Transaction<Database>;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += BATCH)
    out.push(items.slice(index, index + BATCH));
  return out;
}

/** "Imported from history.csv on 2 Dec 2026", in the keeper's locale. */
export function importedFrom(fileName: string, day: string, locale: string | null): string {
  return `Imported from ${fileName} on ${formatDate(day, { locale: locale ?? 'en-GB' })}.`;
}

interface Claimed extends PlannedRow {
  id: string;
  note: string;
}

async function claim(
  trx: Trx,
  row: ImportRow,
  planned: PlannedRow[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const batch of batches(planned)) {
    const claimed = await trx
      .insertInto('imported_rows')
      .values(
        batch.map((planned) => ({
          import_id: row.id,
          vehicle_id: planned.vehicleId,
          fingerprint: planned.fingerprint,
          row_number: planned.row,
          target: planned.target,
          record_id: randomUUID(),
        })),
      )
      .onConflict((conflict) => conflict.columns(['vehicle_id', 'fingerprint']).doNothing())
      .returning(['vehicle_id', 'fingerprint', 'record_id'])
      .execute();
    for (const each of claimed)
      ids.set(
        claimKey({ vehicleId: each.vehicle_id, fingerprint: each.fingerprint }),
        each.record_id,
      );
  }
  return ids;
}

const withNote = (notes: string | null, note: string) => (notes ? `${notes}\n\n${note}` : note);

async function insertTarget(
  trx: Trx,
  target: ImportTarget,
  rows: Claimed[],
  row: ImportRow,
  stamp: Date,
) {
  // Each record's updated_at is the import's own moment, to the millisecond it is kept to: undo
  // then knows a record changed since by a later one (undo-import.ts). Each goes to its row's car,
  // the member's own (the records' (vehicle_id, user_id) key holds it so).
  for (const batch of batches(rows)) {
    const owner = (planned: Claimed) => ({
      user_id: row.user_id,
      vehicle_id: planned.vehicleId,
      updated_at: stamp,
    });
    if (target === 'maintenance') {
      await trx
        .insertInto('maintenance_records')
        .values(
          batch.map((planned) => ({
            ...owner(planned),
            id: planned.id,
            performed_on: planned.date,
            odometer: planned.odometer,
            category: planned.category,
            title: planned.title,
            notes: withNote(planned.notes, planned.note),
            performed_by: planned.supplier ? ('shop' as const) : ('owner' as const),
            shop_name: planned.supplier,
            parts_cost: planned.parts.some((part) => part.unitCost !== null) ? planned.cost : null,
            total_cost: planned.cost,
            currency: planned.currency,
          })),
        )
        .execute();
      const parts = batch.flatMap((planned) =>
        planned.parts.map((part, position) => ({
          record_id: planned.id,
          position,
          description: part.description,
          part_number: part.partNumber,
          quantity: part.quantity,
          unit_cost: part.unitCost,
        })),
      );
      for (const partBatch of batches(parts))
        await trx.insertInto('maintenance_parts').values(partBatch).execute();
    } else if (target === 'modification') {
      await trx
        .insertInto('modifications')
        .values(
          batch.map((planned) => ({
            ...owner(planned),
            id: planned.id,
            title: planned.title,
            description: withNote(planned.notes, planned.note),
            system: planned.system,
            status: 'completed' as const,
            performed_on: planned.date,
            cost: planned.cost,
            currency: planned.currency,
          })),
        )
        .execute();
    } else if (target === 'cost') {
      await trx
        .insertInto('vehicle_costs')
        .values(
          batch.map((planned) => ({
            ...owner(planned),
            id: planned.id,
            kind: planned.costKind,
            cost_date: planned.date,
            amount: planned.cost ?? 0,
            currency: planned.currency,
            note: withNote(planned.notes, planned.note),
          })),
        )
        .execute();
    } else {
      await trx
        .insertInto('fuel_fills')
        .values(
          batch.map((planned) => ({
            ...owner(planned),
            id: planned.id,
            fill_date: planned.date,
            odometer: planned.odometer ?? 0,
            volume: planned.volume ?? 0,
            volume_unit: row.settings.volumeUnit,
            total_price: planned.cost,
            currency: planned.currency,
            full: planned.full,
            note: withNote(planned.notes, planned.note),
          })),
        )
        .execute();
    }
  }
}

/** Claims and writes one batch of rows (those no import of the car added yet); answers how many. */
export async function writeBatch(
  trx: Trx,
  row: ImportRow,
  planned: PlannedRow[],
  note: string,
  stamp: Date,
): Promise<number> {
  const ids = await claim(trx, row, planned);
  const claimed: Claimed[] = planned.flatMap((each) => {
    const id = ids.get(claimKey(each));
    return id ? [{ ...each, id, note }] : [];
  });
  for (const target of ['maintenance', 'modification', 'cost', 'fuel'] as const) {
    const rows = claimed.filter((each) => each.target === target);
    if (rows.length > 0) await insertTarget(trx, target, rows, row, stamp);
  }
  return claimed.length;
}

/**
 * Once every batch is written: raises each car's reading to the highest this import wrote to it
 * (remembering the one before, for undo) and marks the import written, with how many it added.
 */
export async function finishWriting(
  trx: Trx,
  row: ImportRow,
  planned: PlannedRow[],
  stamp: Date,
): Promise<number> {
  const mine = await trx
    .selectFrom('imported_rows')
    .select(['vehicle_id', 'fingerprint'])
    .where('import_id', '=', row.id)
    .execute();
  const written = new Set(
    mine.map((each) => claimKey({ vehicleId: each.vehicle_id, fingerprint: each.fingerprint })),
  );
  const highest = new Map<string, number>();
  for (const each of planned)
    if (
      (each.target === 'maintenance' || each.target === 'fuel') &&
      each.odometer !== null &&
      written.has(claimKey(each))
    )
      highest.set(each.vehicleId, Math.max(highest.get(each.vehicleId) ?? -1, each.odometer));
  // The cars locked in one order, so two imports finishing at once cannot wait on each other.
  for (const vehicleId of [...highest.keys()].sort()) {
    const reading = highest.get(vehicleId)!;
    const vehicle = await trx
      .selectFrom('vehicles')
      .select('odometer_reading')
      .where('id', '=', vehicleId)
      .forUpdate()
      .executeTakeFirst();
    if (!vehicle || reading <= (vehicle.odometer_reading ?? -1)) continue;
    await trx
      .updateTable('vehicles')
      .set({ odometer_reading: reading })
      .where('id', '=', vehicleId)
      .execute();
    await trx
      .insertInto('import_readings')
      .values({
        import_id: row.id,
        vehicle_id: vehicleId,
        previous_odometer: vehicle.odometer_reading,
        raised_odometer: reading,
      })
      .execute();
    // A higher reading may bring reminders due by reading: checked now, as a record's does.
    const { rows: watched } = await sql<{ watched: boolean }>`select ${watchesReadings(
      vehicleId,
    )} as watched`.execute(trx);
    if (watched[0]?.watched) await scanVehicleSoon(trx, vehicleId);
  }
  await trx
    .updateTable('imports')
    .set({
      state: 'imported',
      imported_at: stamp,
      written: written.size,
      rows_done: planned.length,
    })
    .where('id', '=', row.id)
    .execute();
  return written.size;
}

/** A small file at once, in the caller's transaction: every row, then the import marked written. */
export async function writeRows(
  trx: Trx,
  row: ImportRow,
  planned: PlannedRow[],
  note: string,
): Promise<number> {
  const stamp = new Date();
  await writeBatch(trx, row, planned, note, stamp);
  return finishWriting(trx, row, planned, stamp);
}
