import { createHash } from 'node:crypto';
import type {
  CostKind,
  DateOrder,
  ImportColumns,
  ImportField,
  ImportLayout,
  ImportTarget,
  MaintenanceCategory,
  ModificationSystem,
  OdometerUnit,
  RefusedRow,
} from '@vg/contract';
import type { ImportSettings, ReadSheet } from './import-tables.js';
import { isExtraField } from './match-columns.js';
import { readMoney, readQuantity, takeCurrency } from './read-amount.js';
import { orderEvidence, readDate } from './read-date.js';
import { rowKind, systemOf } from './row-kinds.js';

// A sheet's rows as they will be written, or why each cannot be (docs/product.md#importing-history).
// Pure: the same cells and choices read the same, so a preview and its confirmation agree.

export interface PlannedPart {
  description: string;
  partNumber: string | null;
  quantity: number;
  unitCost: number | null;
}

export interface PlannedRow {
  row: number;
  /** The car it is written to: the import's own, or the one its car cell names. */
  vehicleId: string;
  target: ImportTarget;
  date: string;
  title: string;
  category: MaintenanceCategory;
  costKind: CostKind;
  system: ModificationSystem;
  odometer: number | null;
  cost: number | null;
  currency: string | null;
  volume: number | null;
  full: boolean;
  supplier: string | null;
  notes: string | null;
  parts: PlannedPart[];
  /** The row's values hashed (with how many same rows came before it in the file). */
  fingerprint: string;
}

export interface ReadRows {
  planned: PlannedRow[];
  refused: RefusedRow[];
  dateOrderNeeded: boolean;
}

/** The car a row goes to, and the unit its readings are kept in. */
export interface RowCar {
  id: string;
  unit: OdometerUnit;
}

/**
 * Which car a row is of, from its car cell (undefined without a car column): a car's own import
 * answers that car whatever the cell; a whole garage's file reads the cell (garage-cars.ts). A
 * string is why no car can be told, as the keeper reads it.
 */
export type CarOfRow = (cell: string | undefined) => RowCar | string;

interface Context {
  layout: ImportLayout;
  settings: ImportSettings;
  carOf: CarOfRow;
  today: string;
}

const KM_PER_MILE = 1.609344;

function unitOf(text: string): OdometerUnit | null {
  const words = text.toLowerCase();
  if (/\bkm\b|kilomet/.test(words)) return 'km';
  if (/\bmi\b|\bmiles?\b|mileage/.test(words)) return 'mi';
  return null;
}

/** The day order the file's own dates settle, when the keeper has not said. */
function settledOrder(dates: string[]): { order: DateOrder | null; needed: boolean } {
  let dayFirst = false;
  let monthFirst = false;
  let either = false;
  for (const date of dates) {
    const evidence = orderEvidence(date);
    if (evidence === 'day-first') dayFirst = true;
    else if (evidence === 'month-first') monthFirst = true;
    else if (evidence === 'either') either = true;
  }
  if (dayFirst && !monthFirst) return { order: 'day-first', needed: false };
  if (monthFirst && !dayFirst) return { order: 'month-first', needed: false };
  return { order: null, needed: either };
}

class Refusal extends Error {}
const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

function textOf(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+$/u, '').replace(/^\s+/u, '');
  return trimmed ? trimmed : null;
}

const joinNotes = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => !!part).join('\n') || null;

function splitParts(text: string | null): PlannedPart[] {
  if (!text) return [];
  return text
    .split(/[;\n]|,(?!\d)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 100)
    .map((description) => ({
      description: description.slice(0, 200),
      partNumber: null,
      quantity: 1,
      unitCost: null,
    }));
}

/** Reads one row; throws a Refusal with the keeper's reason. */
function readRow(
  cells: string[],
  headers: string[],
  context: Context,
  order: DateOrder | null,
): Omit<PlannedRow, 'fingerprint' | 'row'> {
  const { layout, settings, today } = context;
  const indexOf = new Map<string, number>();
  headers.forEach((header, index) => {
    if (!indexOf.has(header)) indexOf.set(header, index);
  });
  const byHeader = (header: string | null | undefined) => {
    if (!header) return undefined;
    const index = indexOf.get(header);
    return index === undefined ? undefined : cells[index];
  };
  const columns: ImportColumns = settings.columns;
  const cell = (field: ImportField) => byHeader(columns[field]);

  // The car first: without it, nothing else of the row has anywhere to go.
  const car = context.carOf(columns.car ? (cell('car') ?? '') : undefined);
  if (typeof car === 'string') refuse(car);
  const { id: vehicleId, unit: vehicleUnit } = car as RowCar;

  const dateText = cell('date') ?? '';
  const date = readDate(dateText, order);
  if (date.kind === 'ambiguous')
    refuse(
      `the date '${dateText.trim()}' reads either way: say whether this file's dates are day first or month first`,
    );
  if (date.kind === 'refused') refuse(date.reason);
  const day = (date as { day: string }).day;
  if (day > today) refuse(`the date '${dateText.trim()}' is after today`);

  // LubeLogger's tags and extra fields have no field of their own: they go in the notes.
  const lubeNotes =
    layout === 'spreadsheet'
      ? []
      : [
          textOf(byHeader('Tags')) && `Tags: ${textOf(byHeader('Tags'))}`,
          ...headers
            .map((header, index) =>
              isExtraField(header) && textOf(cells[index])
                ? `${header.slice('extrafield_'.length)}: ${textOf(cells[index])}`
                : null,
            )
            .filter(Boolean),
        ];

  const categoryText = textOf(cell('category')) ?? '';
  const volumeReading = readQuantity(cell('volume') ?? '', 'volume');
  if (volumeReading.kind === 'refused') refuse(volumeReading.reason);
  const volume = volumeReading.kind === 'number' ? volumeReading.value : null;

  const fixed: Partial<Record<ImportLayout, ImportTarget>> = {
    'lubelogger-fuel': 'fuel',
    'lubelogger-tax': 'cost',
    'lubelogger-supply': 'maintenance',
    'lubelogger-odometer': 'maintenance',
  };
  const kind = rowKind(
    layout === 'lubelogger-tax'
      ? 'road tax'
      : layout === 'lubelogger-service'
        ? 'service'
        : categoryText,
    fixed[layout] ?? settings.target,
    volume !== null,
    layout === 'spreadsheet' ? (textOf(cell('title')) ?? '') : '',
  );

  // The odometer, in the car's unit: a reading in the other unit is converted.
  const odometerText = cell('odometer') ?? '';
  const odometerReading = readQuantity(odometerText, 'odometer reading');
  if (odometerReading.kind === 'refused') refuse(odometerReading.reason);
  let odometer = odometerReading.kind === 'number' ? Math.round(odometerReading.value) : null;
  const unit =
    unitOf(cell('odometerUnit') ?? '') ?? unitOf(columns.odometer ?? '') ?? unitOf(odometerText);
  if (odometer !== null && unit && unit !== vehicleUnit)
    odometer = Math.round(unit === 'km' ? odometer / KM_PER_MILE : odometer * KM_PER_MILE);
  // LubeLogger writes 0 for a record without a reading.
  if (odometer === 0 && layout !== 'spreadsheet') odometer = null;
  if (odometer !== null && odometer > 9_999_999)
    refuse(`the odometer reading '${odometerText.trim()}' is too large`);

  const costText = cell('cost') ?? '';
  const money = readMoney(costText);
  if (money.kind === 'refused') refuse(money.reason);
  const cost = money.kind === 'number' ? money.value : null;
  const currencyCell = textOf(cell('currency'));
  const currency =
    (money.kind === 'number' ? money.currency : null) ??
    (currencyCell ? takeCurrency(currencyCell.toUpperCase()).currency : null) ??
    takeCurrency(columns.cost ?? '').currency ??
    settings.currency;
  if (cost !== null && !currency)
    refuse(
      `the cost '${costText.trim()}' names no currency: choose the currency of this file's costs`,
    );

  const supplier = textOf(cell('supplier'))?.slice(0, 200) ?? null;
  let title = textOf(cell('title'));
  const notes = textOf(cell('notes'));
  let parts = splitParts(textOf(cell('parts')));

  if (layout === 'lubelogger-supply') {
    const quantityReading = readQuantity(byHeader('PartQuantity') ?? '', 'quantity');
    const quantity =
      quantityReading.kind === 'number' && quantityReading.value > 0 ? quantityReading.value : 1;
    parts = [
      {
        description: (title ?? 'Part').slice(0, 200),
        partNumber: textOf(byHeader('PartNumber'))?.slice(0, 100) ?? null,
        quantity,
        unitCost: cost === null ? null : Math.round((cost / quantity) * 100) / 100,
      },
    ];
  }
  if (layout === 'lubelogger-odometer') title = 'Odometer reading';
  const target = kind.target;
  if (target === 'maintenance' && !title) refuse('it has no work or title');
  if (target === 'modification' && !title) refuse('it has no title');
  if (target === 'cost' && cost === null) refuse('a cost of keeping needs its amount');
  if (target === 'fuel') {
    if (odometer === null) refuse('a fill-up needs its odometer reading');
    if (volume === null || volume < 0.001) refuse('a fill-up needs its volume');
    if (volume !== null && volume > 9_999_999)
      refuse(`the volume '${cell('volume')}' is too large`);
  }
  const full =
    layout === 'lubelogger-fuel'
      ? textOf(byHeader('IsFillToFull'))?.toLowerCase() !== 'false'
      : true;
  const missed =
    layout === 'lubelogger-fuel' && textOf(byHeader('MissedFuelUp'))?.toLowerCase() === 'true'
      ? 'A fill-up before this one was not recorded.'
      : null;
  const supplierNote = target !== 'maintenance' || layout === 'lubelogger-supply';
  return {
    vehicleId,
    target,
    date: day,
    title: (title ?? '').slice(0, 200),
    category:
      layout === 'lubelogger-supply' || layout === 'lubelogger-odometer' ? 'other' : kind.category,
    costKind: kind.costKind,
    system: systemOf(`${title ?? ''} ${categoryText}`),
    odometer,
    cost,
    currency: cost === null ? null : currency,
    volume,
    full,
    supplier: supplierNote ? null : supplier,
    notes: joinNotes(
      target === 'cost' || target === 'fuel' ? title : null,
      notes,
      missed,
      supplierNote && supplier ? `Supplier: ${supplier}` : null,
      ...lubeNotes,
    ),
    parts,
  };
}

// The car is not hashed: a claim is kept per car and fingerprint (imported_rows), so a row is the
// same row of its car whether the car's own import or the whole garage's read it.
const fingerprintOf = (row: Omit<PlannedRow, 'fingerprint' | 'row'>, occurrence: number) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        row.target,
        row.date,
        row.title,
        row.category,
        row.costKind,
        row.odometer,
        row.cost,
        row.currency,
        row.volume,
        row.full,
        row.supplier,
        row.notes,
        row.parts,
        occurrence,
      ]),
    )
    .digest('hex');

/** Every row of the sheet read, the header being row 1; blank rows are passed over. */
export function readRows(sheet: ReadSheet, context: Context): ReadRows {
  const dateColumn = context.settings.columns.date;
  const dateIndex = dateColumn ? sheet.headers.indexOf(dateColumn) : -1;
  const settled = context.settings.dateOrder
    ? { order: context.settings.dateOrder, needed: false }
    : settledOrder(dateIndex < 0 ? [] : sheet.rows.map((row) => row[dateIndex] ?? ''));
  const planned: PlannedRow[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Map<string, number>();
  sheet.rows.forEach((cells, index) => {
    if (cells.every((cell) => !cell || !cell.trim())) return;
    const row = index + 2;
    try {
      const read = readRow(cells, sheet.headers, context, settled.order);
      const base = fingerprintOf(read, 0);
      // Counted per car: the same row for two cars is one row of each.
      const seenKey = `${read.vehicleId}|${base}`;
      const occurrence = seen.get(seenKey) ?? 0;
      seen.set(seenKey, occurrence + 1);
      planned.push({
        ...read,
        row,
        fingerprint: occurrence ? fingerprintOf(read, occurrence) : base,
      });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refused.push({ row, reason: `row ${row}: ${error.message}` });
    }
  });
  return { planned, refused, dateOrderNeeded: settled.needed };
}
