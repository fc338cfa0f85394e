// A car's particulars (docs/product.md#public-car-page): which rows, in which order, under which
// labels. The page the API renders and the app's page that takes it over both draw these rows, so a
// car reads the same signed in or out, before and after the app starts. The enums live here, under
// the schemas (garage/vehicles.ts builds its schema from them), so their labels sit beside them.
import { formatDate, formatMonthYear } from './dates.js';
import type { IdentifierCheck, IdentifierKind } from './identifier.js';

export const DATE_PRECISIONS = ['day', 'month', 'year', 'circa'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];
export const CONDITIONS = ['project', 'driver', 'restored', 'survivor', 'concours'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const STATUSES = ['active', 'stored', 'under_restoration', 'sold', 'destroyed'] as const;
export type VehicleStatus = (typeof STATUSES)[number];
export const NUMBERS_VERDICTS = ['matching', 'non_matching', 'period_correct', 'unknown'] as const;
export type NumbersVerdict = (typeof NUMBERS_VERDICTS)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  project: 'Project',
  driver: 'Driver',
  restored: 'Restored',
  survivor: 'Survivor (unrestored)',
  concours: 'Concours',
};

export const STATUS_LABELS: Record<VehicleStatus, string> = {
  active: 'Active',
  stored: 'Stored',
  under_restoration: 'Under restoration',
  sold: 'Sold',
  destroyed: 'Destroyed',
};

/** What a list calls a car's visibility (a card's badge, the garage's filter); the form says more. */
export const VISIBILITY_SHORT_LABELS = {
  private: 'Private',
  unlisted: 'Unlisted',
  public: 'Public',
} as const;

/** The garage's orders, as its sort field names them. */
export const VEHICLE_SORT_LABELS = {
  recent: 'Recently added',
  name: 'Make and model',
  year: 'Oldest first',
} as const;

/** What the check of a car's number found, as the badge beside the number says. */
export const IDENTIFIER_CHECK_LABELS: Record<IdentifierCheck, string> = {
  valid: 'Check digit verified',
  mismatch_confirmed: 'Check digit differs, confirmed',
};

export const NUMBERS_LABELS: Record<NumbersVerdict, string> = {
  matching: 'Matching',
  non_matching: 'Non-matching',
  period_correct: 'Period-correct replacement',
  unknown: 'Unknown',
};

/** The parts whose numbers are judged, in the order both pages list them. */
export const COMPONENT_LABELS = {
  chassis: 'Chassis',
  engine: 'Engine',
  gearbox: 'Gearbox',
  body: 'Body',
} as const;
export type MatchingComponent = keyof typeof COMPONENT_LABELS;

/** How the garage's form offers each kind of number: its name, then a hint in brackets. */
export const IDENTIFIER_KIND_LABELS: Record<IdentifierKind, string> = {
  vin: 'VIN (17 characters, 1981 on)',
  serial: "Maker's serial number (before 1981)",
  chassis: 'Chassis or frame number',
  none: 'No number known',
};

/** A car's number as a page names it: the form's label without its hint ('VIN'). */
export const identifierName = (kind: IdentifierKind): string =>
  kind === 'none' ? 'Chassis number or VIN' : IDENTIFIER_KIND_LABELS[kind].split(' (')[0]!;

/** A date recorded to a precision: '14 Mar 1965', 'March 1965', '1965', 'c. 1965'. */
export function formatPreciseDate(
  isoDate: string | null | undefined,
  precision: DatePrecision = 'day',
  locale?: string,
): string {
  if (!isoDate) return '—';
  const year = isoDate.slice(0, 4);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  switch (precision) {
    case 'circa':
      return `c. ${year}`;
    case 'year':
      return year;
    case 'month':
      // A calendar month names the same month in every time zone.
      return formatMonthYear(isoDate, { locale, timeZone: 'UTC' });
    default:
      return formatDate(isoDate, { locale });
  }
}

// Building an Intl.NumberFormat costs far more than using one: one per locale.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** '45,000 mi' in the reader's locale (the browser's when left out). */
export function formatDistance(reading: number, unit: string, locale?: string): string {
  let format = numberFormats.get(locale ?? '');
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale ?? '', format);
  }
  return `${format.format(reading)} ${unit}`;
}

/** What the particulars read of a car: a PublicVehicle, or the owner's answer, fits it. */
export interface ParticularsVehicle {
  identifierKind: IdentifierKind;
  identifier: string | null;
  make: string;
  model: string;
  variant: string | null;
  modelYear: number | null;
  coachbuilder: string | null;
  bodyStyle: string | null;
  buildDate: string | null;
  buildDatePrecision: DatePrecision | null;
  engineNumber: string | null;
  gearboxNumber: string | null;
  factoryColour: string | null;
  currentColour: string | null;
  odometerUnit: string;
  odometerReading: number | null;
  odometerIsActual: boolean;
  status: VehicleStatus;
  condition: Condition | null;
}

export type ParticularKey =
  | 'make'
  | 'model'
  | 'variant'
  | 'year'
  | 'identifier'
  | 'coachbuilder'
  | 'bodyStyle'
  | 'built'
  | 'engineNumber'
  | 'gearboxNumber'
  | 'factoryColour'
  | 'currentColour'
  | 'odometer'
  | 'status'
  | 'condition';

export interface Particular {
  key: ParticularKey;
  label: string;
  value: string;
}

export interface ParticularsOptions {
  /** The reader's locale for dates and figures; the browser's when left out (the API passes its own). */
  locale?: string;
  /**
   * The owner's own page: a number not recorded yet is a row asking for it. Anyone else's page
   * leaves the row out, as every row with nothing in it.
   */
  forOwner?: boolean;
}

/**
 * A car's particulars, in order: what the car is (make, model, variant, year, its number), how it
 * was built, its colours, its odometer, status and condition. Rows with nothing recorded are left out.
 */
export function vehicleParticulars(
  vehicle: ParticularsVehicle,
  { locale, forOwner = false }: ParticularsOptions = {},
): Particular[] {
  const numbered = vehicle.identifierKind !== 'none' && Boolean(vehicle.identifier);
  const rows: Array<[ParticularKey, string, string | null]> = [
    ['make', 'Make', vehicle.make],
    ['model', 'Model', vehicle.model],
    ['variant', 'Variant', vehicle.variant],
    ['year', 'Year', vehicle.modelYear === null ? null : String(vehicle.modelYear)],
    [
      'identifier',
      identifierName(vehicle.identifierKind),
      numbered ? vehicle.identifier : forOwner ? 'Not recorded yet' : null,
    ],
    ['coachbuilder', 'Coachbuilder', vehicle.coachbuilder],
    ['bodyStyle', 'Body style', vehicle.bodyStyle],
    [
      'built',
      'Built',
      vehicle.buildDate
        ? formatPreciseDate(vehicle.buildDate, vehicle.buildDatePrecision ?? 'day', locale)
        : null,
    ],
    ['engineNumber', 'Engine number', vehicle.engineNumber],
    ['gearboxNumber', 'Gearbox number', vehicle.gearboxNumber],
    ['factoryColour', 'Factory colour', vehicle.factoryColour],
    ['currentColour', 'Current colour', vehicle.currentColour],
    [
      'odometer',
      'Odometer',
      vehicle.odometerReading === null
        ? null
        : `${formatDistance(vehicle.odometerReading, vehicle.odometerUnit, locale)}${vehicle.odometerIsActual ? '' : ' (not actual)'}`,
    ],
    ['status', 'Status', STATUS_LABELS[vehicle.status]],
    ['condition', 'Condition', vehicle.condition ? CONDITION_LABELS[vehicle.condition] : null],
  ];
  return rows.flatMap(([key, label, value]) => (value ? [{ key, label, value }] : []));
}
