import { sql } from 'kysely';
import {
  IMPORT_UNDO_DAYS,
  type ImportField,
  type ImportLayout,
  type ImportPreview,
  type OdometerUnit,
} from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';
import { todayIso } from '../common/dates.js';
import type { ImportSettings, ReadSheet } from './import-tables.js';
import { headerKey, layoutOf } from './match-columns.js';
import { carReader, garageCars, type ImportCar } from './garage-cars.js';
import { readRows, type PlannedRow, type ReadRows } from './read-rows.js';

// An import as stored (of one car, or of the whole garage), read into its plan and answered as its
// preview (docs/product.md#importing-history).

export const IMPORT_NOT_FOUND = 'Import not found';
const PREVIEW_ROWS = 20;
const REFUSED_SHOWN = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Previews a member keeps unconfirmed at once, and for how long: each holds a whole file's cells. */
export const PREVIEWS_KEPT = 5;
const PREVIEW_DAYS = 7;

/**
 * Before a new preview: the member's previews older than a week go, and the oldest beyond the
 * newest few, so that uploads left unconfirmed cannot pile up (a preview wrote nothing to lose;
 * an import that failed kept nothing, and goes the same way).
 */
export async function dropStalePreviews(db: Db, userId: string) {
  await db
    .deleteFrom('imports')
    .where('user_id', '=', userId)
    .where('state', 'in', ['preview', 'failed'])
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(Date.now() - PREVIEW_DAYS * DAY_MS)),
        eb(
          'id',
          'not in',
          eb
            .selectFrom('imports')
            .select('id')
            .where('user_id', '=', userId)
            .where('state', 'in', ['preview', 'failed'])
            .orderBy('created_at', 'desc')
            .limit(PREVIEWS_KEPT - 1),
        ),
      ]),
    )
    .execute();
}

/** Imports with their car's unit (none for a whole garage's file: each row has its own car). */
export const importsWithUnit = (db: Db) =>
  db
    .selectFrom('imports')
    .leftJoin('vehicles', 'vehicles.id', 'imports.vehicle_id')
    .selectAll('imports')
    .select('vehicles.odometer_unit');

/** One of the caller's imports (of a car or of their whole garage), or 404 whoever else's it is. */
export async function requireOwnedImport(db: Db, userId: string, importId: string) {
  const row = await importsWithUnit(db)
    .where('imports.id', '=', importId)
    .where('imports.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

export type ImportRow = Awaited<ReturnType<typeof requireOwnedImport>>;

/** The sheet the settings read: the one named, else the first. */
export const sheetOf = (sheets: ReadSheet[], settings: ImportSettings): ReadSheet =>
  sheets.find((sheet) => sheet.name === settings.sheet) ?? sheets[0]!;

export interface ImportPlan extends ReadRows {
  sheet: ReadSheet;
  layout: ImportLayout;
  /** A whole garage's file: the member's cars its car column was read against; else null. */
  cars: ImportCar[] | null;
}

/** What a plan reads its rows' cars from: the import's one car, or the member's cars. */
export type PlanCars = { unit: OdometerUnit } | { cars: ImportCar[] };

/**
 * The last few plans read, by import and how it was read: a 20,000-row file takes a fifth of a
 * second to read, on the event loop, and its preview, confirmation, background writing and each
 * look at its progress would otherwise read it again. A plan is a pure function of the cells
 * (which never change), the settings, the day and the cars its rows are read against, so that is
 * its key.
 */
const plans = new Map<string, ImportPlan>();
const PLANS_KEPT = 4;

export function planOf(
  row: Pick<ImportRow, 'id' | 'vehicle_id' | 'sheets' | 'settings'>,
  read: PlanCars,
): ImportPlan {
  const today = todayIso();
  const cars = 'cars' in read ? read.cars : null;
  const key = `${row.id}|${JSON.stringify(read)}|${today}|${JSON.stringify(row.settings)}`;
  const kept = plans.get(key);
  if (kept) return kept;
  const sheet = sheetOf(row.sheets, row.settings);
  const layout = layoutOf(sheet.headers);
  const own = row.vehicle_id && 'unit' in read ? { id: row.vehicle_id, unit: read.unit } : null;
  const carOf = own ? () => own : carReader(cars ?? [], !!row.settings.columns.car);
  const plan = {
    sheet,
    layout,
    cars,
    ...readRows(sheet, { layout, settings: row.settings, carOf, today }),
  };
  plans.set(key, plan);
  if (plans.size > PLANS_KEPT) plans.delete(plans.keys().next().value!);
  return plan;
}

/** An import's plan: a car's file read for its car, a whole garage's against the member's cars now. */
export async function planFor(
  db: Db,
  row: Pick<ImportRow, 'id' | 'user_id' | 'vehicle_id' | 'sheets' | 'settings' | 'odometer_unit'>,
): Promise<ImportPlan> {
  if (row.vehicle_id && row.odometer_unit) return planOf(row, { unit: row.odometer_unit });
  return planOf(row, { cars: await garageCars(db, row.user_id) });
}

/**
 * While an import is written in the background its preview does not change but for its progress:
 * kept here at the confirmation, so polling it reads four columns, not the file's cells again.
 */
const writing = new Map<string, ImportPreview>();

/** The preview of an import being written, with its progress now; null when none is kept. */
export async function writingPreview(
  db: Db,
  userId: string,
  importId: string,
): Promise<ImportPreview | null> {
  const kept = writing.get(importId);
  if (!kept) return null;
  const row = await db
    .selectFrom('imports')
    .select(['state', 'rows_done', 'rows_to_do'])
    .where('id', '=', importId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row?.state !== 'importing') {
    writing.delete(importId);
    return null;
  }
  return { ...kept, progress: progressOf(row) };
}

const progressOf = (row: Pick<ImportRow, 'rows_done' | 'rows_to_do'>) =>
  Math.min(99, Math.floor(((row.rows_done ?? 0) / Math.max(1, row.rows_to_do ?? 1)) * 100));

/** The member's choices of field per header, from their earlier imports. */
export async function rememberedColumns(db: Db, userId: string) {
  const rows = await db
    .selectFrom('import_column_memory')
    .select(['header', 'field'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.header, row.field as ImportField | null]));
}

/** Remembers which field each header of a confirmed spreadsheet became (none: not imported). */
export async function rememberColumns(
  db: Db,
  userId: string,
  sheet: ReadSheet,
  settings: ImportSettings,
) {
  const fieldOf = new Map<string, ImportField>();
  for (const [field, header] of Object.entries(settings.columns))
    if (header) fieldOf.set(header, field as ImportField);
  const values = [...new Set(sheet.headers.filter(Boolean))]
    .map((header) => ({
      user_id: userId,
      header: headerKey(header),
      field: fieldOf.get(header) ?? null,
    }))
    .filter(
      (value, index, all) =>
        value.header && all.findIndex((other) => other.header === value.header) === index,
    );
  if (values.length === 0) return;
  await db
    .insertInto('import_column_memory')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'header']).doUpdateSet({ field: sql`excluded.field` }),
    )
    .execute();
}

/** A row's claim as compared: its car and its fingerprint. */
export const claimKey = (row: Pick<PlannedRow, 'vehicleId' | 'fingerprint'>) =>
  `${row.vehicleId}|${row.fingerprint}`;

/** Which of these rows another import already added to their car (claimKey of each). */
export async function alreadyImported(
  db: Db,
  importId: string,
  planned: PlannedRow[],
): Promise<Set<string>> {
  if (planned.length === 0) return new Set();
  const vehicleIds = [...new Set(planned.map((each) => each.vehicleId))];
  const rows = await db
    .selectFrom('imported_rows')
    .select(['vehicle_id', 'fingerprint'])
    .where('vehicle_id', '=', sql<string>`any(${vehicleIds}::uuid[])`)
    .where('import_id', '<>', importId)
    .where('fingerprint', '=', sql<string>`any(${planned.map((each) => each.fingerprint)}::text[])`)
    .execute();
  return new Set(
    rows.map((row) => claimKey({ vehicleId: row.vehicle_id, fingerprint: row.fingerprint })),
  );
}

/** A whole garage's file: how many of its rows go to each car (only the cars it has rows of). */
function carCounts(
  cars: ImportCar[] | null,
  planned: PlannedRow[],
  already: Set<string>,
): ImportPreview['cars'] {
  if (!cars) return null;
  const counts = new Map<string, { rows: number; alreadyImported: number }>();
  for (const each of planned) {
    const count = counts.get(each.vehicleId) ?? { rows: 0, alreadyImported: 0 };
    if (already.has(claimKey(each))) count.alreadyImported += 1;
    else count.rows += 1;
    counts.set(each.vehicleId, count);
  }
  return cars.flatMap((car) => {
    const count = counts.get(car.id);
    return count
      ? [
          {
            vehicleId: car.id,
            title: car.title,
            registration: car.registration,
            odometerUnit: car.unit,
            ...count,
          },
        ]
      : [];
  });
}

export async function toPreview(db: Db, row: ImportRow, plan?: ImportPlan): Promise<ImportPreview> {
  const read = plan ?? (await planFor(db, row));
  const already = await alreadyImported(db, row.id, read.planned);
  const counts = {
    maintenance: 0,
    modification: 0,
    cost: 0,
    fuel: 0,
    alreadyImported: 0,
    refused: 0,
  };
  for (const planned of read.planned) {
    if (already.has(claimKey(planned))) counts.alreadyImported += 1;
    else counts[planned.target] += 1;
  }
  counts.refused = read.refused.length;
  const { settings } = row;
  const importedAt = row.imported_at;
  const preview: ImportPreview = {
    id: row.id,
    vehicleId: row.vehicle_id,
    cars: carCounts(read.cars, read.planned, already),
    fileName: row.file_name,
    format: row.format,
    layout: read.layout,
    state: row.state,
    sheets: row.sheets.flatMap((sheet) => (sheet.name === null ? [] : [sheet.name])),
    sheet: read.sheet.name,
    headers: read.sheet.headers,
    columns: settings.columns,
    target: settings.target,
    dateOrder: settings.dateOrder,
    dateOrderNeeded: read.dateOrderNeeded,
    currency: settings.currency,
    volumeUnit: settings.volumeUnit,
    rowCount: read.planned.length + read.refused.length,
    counts,
    rows: read.planned.slice(0, PREVIEW_ROWS).map((planned) => ({
      row: planned.row,
      target: planned.target,
      date: planned.date,
      title: planned.title,
      category:
        planned.target === 'maintenance'
          ? planned.category
          : planned.target === 'cost'
            ? planned.costKind
            : planned.target === 'modification'
              ? planned.system
              : null,
      odometer: planned.odometer,
      cost: planned.cost,
      currency: planned.currency,
      volume: planned.volume,
      supplier: planned.supplier,
      notes: planned.notes,
      alreadyImported: already.has(claimKey(planned)),
      vehicleId: planned.vehicleId,
    })),
    refused: read.refused.slice(0, REFUSED_SHOWN),
    createdAt: row.created_at.toISOString(),
    importedAt: importedAt?.toISOString() ?? null,
    written: row.written,
    undoUntil:
      importedAt && row.state === 'imported'
        ? new Date(importedAt.getTime() + IMPORT_UNDO_DAYS * DAY_MS).toISOString()
        : null,
    progress: row.state === 'importing' ? progressOf(row) : null,
    failure: row.state === 'failed' ? row.failure : null,
  };
  if (row.state === 'importing') {
    writing.set(row.id, preview);
    if (writing.size > PLANS_KEPT) writing.delete(writing.keys().next().value!);
  }
  return preview;
}
