import type { CostRecurrence, SpendingCategory, VolumeUnit } from '@vg/contract';

// The screens' own names for the contract's kinds, beside those the rules give (COST_KIND_LABELS,
// VALUATION_KIND_LABELS, ECONOMY_UNIT_LABELS in @vg/contract/rules); the keys are checked against
// the contract's unions, so a kind added there fails the typecheck here.

export {
  COST_KIND_LABELS,
  SPENDING_CATEGORY_LABELS,
  VALUATION_KIND_LABELS,
} from '@vg/contract/rules';

export const RECURRENCE_LABELS: Record<CostRecurrence | 'none', string> = {
  none: 'Once',
  yearly: 'Every year',
  monthly: 'Every month',
};

export const VOLUME_UNIT_LABELS: Record<VolumeUnit, string> = {
  litre: 'Litres',
  us_gallon: 'US gallons',
  imperial_gallon: 'Imperial gallons',
};

/** Short, for a figure beside a number: '42.5 L'. */
export const VOLUME_UNIT_SHORT: Record<VolumeUnit, string> = {
  litre: 'L',
  us_gallon: 'US gal',
  imperial_gallon: 'gal',
};

/** The same inside a sentence: '…, most of it on insurance.' */
export const SPENDING_CATEGORY_PHRASES: Record<SpendingCategory, string> = {
  work: 'work on the car',
  insurance: 'insurance',
  road_tax: 'road tax',
  inspection: 'inspection fees',
  storage: 'storage',
  transport: 'transport',
  club: 'club membership',
  other: 'other costs',
  fuel: 'fuel',
};
