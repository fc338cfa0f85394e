// What an import of a keeper's history may be, and the fields its columns become
// (docs/product.md#importing-history): rules, so the import screen offers them without a schema.

/** A spreadsheet or another tracker's export: at most 10 MB (some 100,000 rows of CSV). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_TOO_LARGE =
  'A file to import can be at most 10 MB. Split it into parts (by year, say) and import each.';
export const IMPORT_WRONG_TYPE =
  'Only CSV files (any delimiter) and Excel workbooks (.xlsx) can be imported.';
/** What the file picker offers. */
export const IMPORT_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A whole-account archive (Export everything's ZIP): at most 500 MB. */
export const ARCHIVE_MAX_BYTES = 500 * 1024 * 1024;
export const ARCHIVE_TOO_LARGE =
  'An archive to import can be at most 500 MB. Export the cars in parts, or ask your administrator.';
export const ARCHIVE_WRONG_TYPE =
  'Only the ZIP archive that Export everything makes can be imported here.';
/** How long an import can be undone after it was written. */
export const IMPORT_UNDO_DAYS = 30;

/** The fields a column can become. */
export const IMPORT_FIELDS = [
  'date',
  'odometer',
  'odometerUnit',
  'title',
  'category',
  'cost',
  'currency',
  'volume',
  'parts',
  'supplier',
  'notes',
  'car',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  date: 'Date',
  odometer: 'Odometer reading',
  odometerUnit: 'Odometer unit (miles or km)',
  title: 'Work or title',
  category: 'Category',
  cost: 'Cost',
  currency: 'Currency',
  volume: 'Fuel volume',
  parts: 'Parts',
  supplier: 'Supplier or garage',
  notes: 'Notes',
  car: 'Car',
};

/** The field only a whole garage's file has: which of the member's cars each row is of. */
export const GARAGE_ONLY_FIELDS: readonly ImportField[] = ['car'];

/** What a row becomes. */
export const IMPORT_TARGETS = ['maintenance', 'modification', 'cost', 'fuel'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  maintenance: 'Maintenance records',
  modification: 'Modifications',
  cost: 'Costs of keeping',
  fuel: 'Fill-ups',
};

export const DATE_ORDERS = ['day-first', 'month-first'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** The question a file whose dates read both ways (03/04/1998) asks once. */
export const DATE_ORDER_QUESTION =
  'Are the dates in this file day first (31/12/1998) or month first (12/31/1998)?';
