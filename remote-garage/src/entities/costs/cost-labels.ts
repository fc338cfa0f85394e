import type {
  CostKind,
  CostRecurrence,
  SpendingCategory,
  ValuationKind,
  VolumeUnit,
} from '@vg/contract';

// The screens' names for the contract's kinds. The contract's schema files hold the same labels, but
// a screen takes only types from them (eslint.config.mjs: no schema library in a bundle); the
// keys are checked against the contract's unions, so a kind added there fails the typecheck here.

export const COST_KIND_LABELS: Record<CostKind, string> = {
  insurance: 'Insurance',
  road_tax: 'Road tax or registration',
  inspection: 'Inspection fee',
  storage: 'Storage',
  transport: 'Transport',
  club: 'Club membership',
  other: 'Other',
};

export const RECURRENCE_LABELS: Record<CostRecurrence | 'none', string> = {
  none: 'Once',
  yearly: 'Every year',
  monthly: 'Every month',
};

export const VALUATION_KIND_LABELS: Record<ValuationKind, string> = {
  agreed: 'Agreed value (insurance)',
  appraisal: 'Appraisal',
  auction_estimate: 'Auction estimate',
  sale_offer: 'Sale offer',
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

/** A spending category as a chart's legend and table name it. */
export const SPENDING_CATEGORY_LABELS: Record<SpendingCategory, string> = {
  work: 'Work (maintenance and modifications)',
  ...COST_KIND_LABELS,
  fuel: 'Fuel',
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
