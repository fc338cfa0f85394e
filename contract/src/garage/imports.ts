import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { DATE_ORDERS, IMPORT_FIELDS, IMPORT_TARGETS, type ImportField } from '../rules/imports.js';
import { VOLUME_UNITS } from '../rules/keeping-kinds.js';
import { Currency, StringEnum } from './common.js';
import { ODOMETER_UNITS } from './vehicles.js';

// Bringing a car's history in (docs/product.md#importing-history): a keeper's spreadsheet or
// another tracker's export is read into a preview; nothing is written until the keeper confirms,
// and a confirmed import can be undone for 30 days.

export {
  DATE_ORDERS,
  IMPORT_FIELDS,
  IMPORT_TARGETS,
  type DateOrder,
  type ImportField,
  type ImportTarget,
} from '../rules/imports.js';

/** How the file was recognised: a keeper's own spreadsheet, or one of LubeLogger's CSV exports. */
export const IMPORT_LAYOUTS = [
  'spreadsheet',
  'lubelogger-service',
  'lubelogger-fuel',
  'lubelogger-tax',
  'lubelogger-supply',
  'lubelogger-odometer',
] as const;
export type ImportLayout = (typeof IMPORT_LAYOUTS)[number];

/**
 * A preview; being written in the background (a big file, docs/product.md#importing-history);
 * written; undone; or stopped while being written (nothing of it kept, `failure` says why).
 */
export const IMPORT_STATES = ['preview', 'importing', 'imported', 'undone', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Which column each field is read from (a header of the file), or none. */
export const ImportColumns = Type.Unsafe<Partial<Record<ImportField, string | null>>>(
  Type.Object(
    Object.fromEntries(
      IMPORT_FIELDS.map((field) => [
        field,
        Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
      ]),
    ),
    { additionalProperties: false },
  ),
);
export type ImportColumns = Static<typeof ImportColumns>;

/** A row as it will be written. */
export const ImportRowPreview = Type.Object({
  /** The row's number in the file, its header being row 1 (as a spreadsheet numbers it). */
  row: Type.Integer(),
  target: StringEnum(IMPORT_TARGETS),
  date: Type.String(),
  title: Type.String(),
  category: Nullable(Type.String()),
  odometer: Nullable(Type.Integer()),
  cost: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  volume: Nullable(Type.Number()),
  supplier: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  /** Already added by an earlier import of this car: importing adds it again never. */
  alreadyImported: Type.Boolean(),
  /** The car the row goes to (a whole garage's file names it in its car column). */
  vehicleId: Type.String(),
});
export type ImportRowPreview = Static<typeof ImportRowPreview>;

export const RefusedRow = Type.Object({
  row: Type.Integer(),
  /** Why, as the keeper reads it: "row 17: the date '31/02/1998' does not exist". */
  reason: Type.String(),
});
export type RefusedRow = Static<typeof RefusedRow>;

/** How many rows of a whole garage's file go to one of the member's cars. */
export const ImportCarCount = Type.Object({
  vehicleId: Type.String(),
  /** The car as its page names it ('1967 Jaguar E-Type Series 1'). */
  title: Type.String(),
  registration: Nullable(Type.String()),
  /** The unit its rows' readings are shown in (a reading in the other unit was converted). */
  odometerUnit: StringEnum(ODOMETER_UNITS),
  /** Rows it will add (or added) to this car; rows an earlier import added are not counted. */
  rows: Type.Integer(),
  alreadyImported: Type.Integer(),
});
export type ImportCarCount = Static<typeof ImportCarCount>;

export const ImportPreview = Type.Object({
  id: Type.String(),
  /** The car the file is of; null for a whole garage's file, whose car column names each row's. */
  vehicleId: Nullable(Type.String()),
  /** A whole garage's file: the rows going to each car, in the garage's order; else null. */
  cars: Nullable(Type.Array(ImportCarCount)),
  fileName: Type.String(),
  format: StringEnum(['csv', 'xlsx'] as const),
  layout: StringEnum(IMPORT_LAYOUTS),
  state: StringEnum(IMPORT_STATES),
  /** A workbook's sheets, and the one read; a CSV has none. */
  sheets: Type.Array(Type.String()),
  sheet: Nullable(Type.String()),
  headers: Type.Array(Type.String()),
  columns: ImportColumns,
  /** What every row becomes unless its category says otherwise; null: each row by its category. */
  target: Nullable(StringEnum(IMPORT_TARGETS)),
  dateOrder: Nullable(StringEnum(DATE_ORDERS)),
  /** The file's dates read both ways and the keeper has not said which: asked before confirming. */
  dateOrderNeeded: Type.Boolean(),
  /** The currency of costs whose cell names none. */
  currency: Nullable(Currency),
  volumeUnit: StringEnum(VOLUME_UNITS),
  rowCount: Type.Integer(),
  counts: Type.Object({
    maintenance: Type.Integer(),
    modification: Type.Integer(),
    cost: Type.Integer(),
    fuel: Type.Integer(),
    alreadyImported: Type.Integer(),
    refused: Type.Integer(),
  }),
  /** The first rows as they will read. */
  rows: Type.Array(ImportRowPreview),
  /** Every row that cannot be imported, and why (the first 500; all of them in refused.csv). */
  refused: Type.Array(RefusedRow),
  createdAt: Type.String(),
  importedAt: Nullable(Type.String()),
  /** How many records the import wrote, once confirmed. */
  written: Nullable(Type.Integer()),
  /** Until when "Undo this import" works. */
  undoUntil: Nullable(Type.String()),
  /** While it is written in the background: the share of its rows done, 0 to 100; else null. */
  progress: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** Why writing stopped (state 'failed'); else null. */
  failure: Nullable(Type.String()),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportPatch = Type.Object(
  {
    columns: Type.Optional(ImportColumns),
    dateOrder: Type.Optional(Nullable(StringEnum(DATE_ORDERS))),
    target: Type.Optional(Nullable(StringEnum(IMPORT_TARGETS))),
    currency: Type.Optional(Nullable(Currency)),
    volumeUnit: Type.Optional(StringEnum(VOLUME_UNITS)),
    sheet: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type ImportPatch = Static<typeof ImportPatch>;

export const ImportIdParams = Type.Object({ importId: Type.String({ format: 'uuid' }) });

/** A car's import as its list shows it: what it added, and until when it can be undone. */
export const ImportSummary = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  state: StringEnum(IMPORT_STATES),
  createdAt: Type.String(),
  importedAt: Nullable(Type.String()),
  undoneAt: Nullable(Type.String()),
  written: Nullable(Type.Integer()),
  undoUntil: Nullable(Type.String()),
});
export type ImportSummary = Static<typeof ImportSummary>;

/** What an archive import did with one car of the archive (docs/product.md#importing-history). */
export const ArchiveCar = Type.Object({
  title: Type.String(),
  /** The car made here; null when the archive's car was imported into this account already. */
  vehicleId: Nullable(Type.String()),
  alreadyImported: Type.Boolean(),
  added: Type.Object({
    maintenance: Type.Integer(),
    modifications: Type.Integer(),
    ownership: Type.Integer(),
    costs: Type.Integer(),
    fuel: Type.Integer(),
    valuations: Type.Integer(),
    conditionReports: Type.Integer(),
    photos: Type.Integer(),
    papers: Type.Integer(),
  }),
  /** What of the car could not be kept, and why ("maintenance record 3: the day does not exist"). */
  refused: Type.Array(Type.String()),
});
export type ArchiveCar = Static<typeof ArchiveCar>;

export const ArchiveImport = Type.Object({
  fileName: Type.String(),
  cars: Type.Array(ArchiveCar),
});
export type ArchiveImport = Static<typeof ArchiveImport>;
