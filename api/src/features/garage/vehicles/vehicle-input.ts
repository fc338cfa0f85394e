import type { Insertable } from 'kysely';
import { unprocessable, type FieldErrors } from '../../../http/errors.js';
import { assertDates } from '../common/dates.js';
import type { IdentifierKind, VehiclesTable } from '../tables.js';
import { COST_NEEDS_CURRENCY, verifyIdentifier } from '@vg/contract/rules';
import type { VehiclePatch } from '@vg/contract';

type VehicleColumns = Partial<Omit<Insertable<VehiclesTable>, 'id' | 'user_id'>>;

/** The identity fields as stored, so a PATCH of one of them is checked against the others. */
export interface StoredIdentity {
  identifier_kind: IdentifierKind;
  identifier: string | null;
  model_year: number | null;
  identifier_check: string | null;
  /** The sale's currency as stored, so a PATCH of the sale price alone keeps it. */
  sale_currency?: string | null;
}

/** Text is stored trimmed, and a blank answer is no answer. */
function tidy<T>(value: T): T {
  return (typeof value === 'string' ? value.trim() || null : value) as T;
}

const latestModelYear = () => new Date().getUTCFullYear() + 1;

/**
 * Checks the rules a schema cannot express (next year's models, real calendar days, the identifier
 * for its kind) and maps the body onto columns. Only the fields present are written.
 */
export function toVehicleColumns(
  input: VehiclePatch,
  stored: StoredIdentity | null,
): VehicleColumns {
  const fields: FieldErrors = {};
  if (input.modelYear != null && input.modelYear > latestModelYear()) {
    fields.modelYear = `Must be ${latestModelYear()} or earlier.`;
  }
  assertDates(
    { buildDate: input.buildDate, purchaseDate: input.purchaseDate, saleDate: input.saleDate },
    ['buildDate', 'purchaseDate', 'saleDate'],
  );
  // A figure without its currency reads as nothing (docs/product.md#garage).
  const saleCurrency =
    input.saleCurrency !== undefined ? input.saleCurrency : (stored?.sale_currency ?? null);
  if (input.salePrice != null && !saleCurrency) fields.saleCurrency = COST_NEEDS_CURRENCY;

  const columns: VehicleColumns = {};
  const identityTouched =
    input.identifierKind !== undefined ||
    input.identifier !== undefined ||
    input.modelYear !== undefined;
  if (identityTouched || !stored) {
    const kind = input.identifierKind ?? stored?.identifier_kind ?? 'none';
    const identifier =
      input.identifier !== undefined ? input.identifier : (stored?.identifier ?? null);
    const modelYear =
      input.modelYear !== undefined ? input.modelYear : (stored?.model_year ?? null);
    // An unchanged number that was confirmed once stays confirmed.
    const alreadyConfirmed =
      stored?.identifier_check === 'mismatch_confirmed' &&
      identifier === stored.identifier &&
      kind === stored.identifier_kind;
    const verdict = verifyIdentifier({
      kind,
      identifier,
      modelYear,
      confirmed: input.identifierConfirmed === true || alreadyConfirmed,
    });
    if (!verdict.ok) fields[verdict.field] ??= verdict.message;
    else {
      columns.identifier_kind = kind;
      columns.identifier = verdict.identifier;
      columns.identifier_key = verdict.key;
      columns.identifier_check = verdict.check;
    }
  }
  if (Object.keys(fields).length > 0) throw unprocessable(fields);

  const copy = <K extends keyof VehicleColumns>(
    column: K,
    value: VehicleColumns[K] | undefined,
  ) => {
    if (value !== undefined) columns[column] = tidy(value);
  };
  copy('make', input.make);
  copy('model', input.model);
  copy('variant', input.variant);
  copy('coachbuilder', input.coachbuilder);
  copy('body_style', input.bodyStyle);
  copy('model_year', input.modelYear);
  copy('build_date', input.buildDate);
  copy('build_date_precision', input.buildDate === null ? null : input.buildDatePrecision);
  copy('engine_number', input.engineNumber);
  copy('gearbox_number', input.gearboxNumber);
  copy('factory_colour', input.factoryColour);
  copy('current_colour', input.currentColour);
  copy('registration', input.registration);
  copy('odometer_unit', input.odometerUnit);
  copy('odometer_reading', input.odometerReading);
  copy('odometer_is_actual', input.odometerIsActual);
  copy('condition', input.condition);
  copy('status', input.status);
  copy('story', input.story);
  copy('visibility', input.visibility);
  copy('purchase_price', input.purchasePrice);
  copy('purchase_currency', input.purchaseCurrency);
  copy('purchase_date', input.purchaseDate);
  copy('purchase_odometer', input.purchaseOdometer);
  copy('sale_date', input.saleDate);
  copy('sale_price', input.salePrice);
  copy('sale_currency', input.saleCurrency);
  copy('sale_odometer', input.saleOdometer);
  copy('numbers_chassis', input.matchingNumbers?.chassis);
  copy('numbers_engine', input.matchingNumbers?.engine);
  copy('numbers_gearbox', input.matchingNumbers?.gearbox);
  copy('numbers_body', input.matchingNumbers?.body);
  for (const [column, field] of [
    ['make', 'make'],
    ['model', 'model'],
  ] as const) {
    if (columns[column] === null) throw unprocessable({ [field]: 'This field is required.' });
  }
  if (
    columns.build_date &&
    !columns.build_date_precision &&
    input.buildDatePrecision === undefined
  ) {
    columns.build_date_precision = 'day';
  }
  return columns;
}
