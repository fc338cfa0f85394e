import { COST_NEEDS_CURRENCY } from '@vg/contract/rules';
import { lastCurrency, rememberCurrency } from '../../lib/last-currency';
import { numberOrNull, textOrNull, todayIso } from '../../lib/format';
import type { FieldErrors } from '@vg/shared/forms';
import type { RecordDraft } from '@vg/contract';
import type {
  MaintenanceCategory,
  MaintenanceInput,
  MaintenanceRecord,
  PartSource,
  PerformedBy,
} from '../../entities/maintenance/api/maintenance-types';

export interface PartValues {
  /** A key for React while the row is edited; never sent. */
  key: string;
  description: string;
  partNumber: string;
  brand: string;
  quantity: string;
  unitCost: string;
  source: PartSource | '';
}

export interface MaintenanceFormValues {
  performedOn: string;
  odometer: string;
  odometerConfirmed: boolean;
  category: MaintenanceCategory;
  title: string;
  notes: string;
  performedBy: PerformedBy;
  shopName: string;
  labourHours: string;
  labourCost: string;
  currency: string;
  parts: PartValues[];
}

let partCounter = 0;
export const newPartKey = () => `part-${Date.now().toString(36)}-${(partCounter += 1)}`;

export const emptyPart = (): PartValues => ({
  key: newPartKey(),
  description: '',
  partNumber: '',
  brand: '',
  quantity: '1',
  unitCost: '',
  source: '',
});

export function emptyMaintenanceValues(title = ''): MaintenanceFormValues {
  return {
    performedOn: todayIso(),
    odometer: '',
    odometerConfirmed: false,
    category: 'service',
    title,
    notes: '',
    performedBy: 'owner',
    shopName: '',
    labourHours: '',
    labourCost: '',
    currency: lastCurrency(),
    parts: [],
  };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function recordToValues(record: MaintenanceRecord): MaintenanceFormValues {
  return {
    performedOn: record.performedOn,
    odometer: text(record.odometer),
    odometerConfirmed: false,
    category: record.category,
    title: record.title,
    notes: text(record.notes),
    performedBy: record.performedBy,
    shopName: text(record.shopName),
    labourHours: text(record.labourHours),
    labourCost: text(record.labourCost),
    currency: text(record.currency),
    parts: record.parts.map((part) => ({
      key: part.id,
      description: part.description,
      partNumber: text(part.partNumber),
      brand: text(part.brand),
      quantity: String(part.quantity),
      unitCost: text(part.unitCost),
      source: part.source ?? '',
    })),
  };
}

export function valuesToMaintenanceInput(values: MaintenanceFormValues): MaintenanceInput {
  const currency = textOrNull(values.currency)?.toUpperCase() ?? null;
  rememberCurrency(currency);
  return {
    performedOn: values.performedOn,
    odometer: numberOrNull(values.odometer),
    odometerConfirmed: values.odometerConfirmed,
    category: values.category,
    title: values.title.trim(),
    notes: textOrNull(values.notes),
    performedBy: values.performedBy,
    shopName: values.performedBy === 'owner' ? null : textOrNull(values.shopName),
    labourHours: numberOrNull(values.labourHours),
    labourCost: numberOrNull(values.labourCost),
    currency,
    parts: values.parts
      .filter((part) => part.description.trim())
      .map((part) => ({
        description: part.description.trim(),
        partNumber: textOrNull(part.partNumber),
        brand: textOrNull(part.brand),
        quantity: numberOrNull(part.quantity) ?? 1,
        unitCost: numberOrNull(part.unitCost),
        source: part.source || null,
      })),
  };
}

/** The parts' cost as the server will work it out, shown while typing. */
export function partsTotal(parts: PartValues[]): number | null {
  const priced = parts.filter((part) => part.unitCost.trim() !== '');
  if (priced.length === 0) return null;
  return priced.reduce(
    (sum, part) => sum + (numberOrNull(part.unitCost) ?? 0) * (numberOrNull(part.quantity) ?? 1),
    0,
  );
}

export function validateMaintenance(values: MaintenanceFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.performedOn) errors.performedOn = 'This field is required.';
  else if (values.performedOn > todayIso())
    errors.performedOn = 'The date cannot be in the future.';
  if (!values.title.trim()) errors.title = 'This field is required.';
  if (values.performedBy !== 'owner' && !values.shopName.trim()) {
    errors.shopName =
      values.performedBy === 'shop' ? 'Name the shop that did the work.' : 'Name the specialist.';
  }
  const odometer = numberOrNull(values.odometer);
  if (
    values.odometer.trim() &&
    (odometer === null || odometer < 0 || !Number.isInteger(odometer))
  ) {
    errors.odometer = 'Enter whole miles or kilometres, such as 48213.';
  }
  if (values.currency.trim() && !/^[A-Za-z]{3}$/.test(values.currency.trim())) {
    errors.currency = 'Use a three-letter currency code such as GBP.';
  } else if (
    !values.currency.trim() &&
    (values.labourCost.trim() || partsTotal(values.parts) !== null)
  ) {
    errors.currency = COST_NEEDS_CURRENCY;
  }
  values.parts.forEach((part, index) => {
    const filled = part.partNumber || part.brand || part.unitCost;
    if (filled && !part.description.trim())
      errors[`parts.${index}.description`] = 'Describe the part.';
    const quantity = numberOrNull(part.quantity);
    if (part.quantity.trim() && (quantity === null || quantity <= 0))
      errors[`parts.${index}.quantity`] = 'More than 0.';
  });
  return errors;
}

/**
 * A new record from a receipt's reading ("Make a record from this", docs/product.md#papers): its
 * date, the shop, the title, and the total as one priced line the keeper can split into parts;
 * what the reader was unsure of (null) is left as a new record has it.
 */
export function draftToValues(draft: RecordDraft): MaintenanceFormValues {
  const values = emptyMaintenanceValues(draft.title);
  return {
    ...values,
    performedOn: draft.performedOn ?? values.performedOn,
    performedBy: draft.supplier ? 'shop' : values.performedBy,
    shopName: draft.supplier ?? '',
    currency: draft.currency ?? values.currency,
    parts:
      draft.totalCost === null
        ? []
        : [
            {
              ...emptyPart(),
              description: DRAFT_TOTAL_LINE,
              unitCost: amountText(draft.totalCost, draft.currency),
            },
          ],
  };
}

/** '412.50': an amount as its currency writes it (two places for pounds, none for yen). */
function amountText(amount: number, currency: string | null): string {
  let places = 2;
  try {
    if (currency)
      places =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
  } catch {
    // A code Intl does not know: two places, as most currencies have.
  }
  return amount.toFixed(places);
}

/** The one line a receipt's total is written on until the keeper itemises it. */
export const DRAFT_TOTAL_LINE = 'As invoiced (total)';
