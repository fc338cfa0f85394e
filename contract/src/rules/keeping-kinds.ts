// The kinds of what keeping a car costs and is worth, and their names (docs/product.md#costs-of-keeping,
// #fuel, #valuations-and-condition): rules, so the screens can offer them by name without a schema.

export const COST_KINDS = [
  'insurance',
  'road_tax',
  'inspection',
  'storage',
  'transport',
  'club',
  'other',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

export const COST_KIND_LABELS: Record<CostKind, string> = {
  insurance: 'Insurance',
  road_tax: 'Road tax or registration',
  inspection: 'Inspection fee',
  storage: 'Storage',
  transport: 'Transport',
  club: 'Club membership',
  other: 'Other',
};

/** The title of the renewal reminder a recurring cost makes ('Renew insurance'). */
export const COST_RENEWAL_TITLES: Record<CostKind, string> = {
  insurance: 'Renew insurance',
  road_tax: 'Renew road tax',
  inspection: 'Book the inspection',
  storage: 'Renew storage',
  transport: 'Pay for transport',
  club: 'Renew club membership',
  other: 'Renew',
};

export const COST_RECURRENCES = ['yearly', 'monthly'] as const;
export type CostRecurrence = (typeof COST_RECURRENCES)[number];

export const VOLUME_UNITS = ['litre', 'us_gallon', 'imperial_gallon'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];

export const ECONOMY_UNITS = ['mpg_uk', 'mpg_us', 'l_per_100km'] as const;
export type EconomyUnit = (typeof ECONOMY_UNITS)[number];

export const ECONOMY_UNIT_LABELS: Record<EconomyUnit, string> = {
  mpg_uk: 'mpg (UK)',
  mpg_us: 'mpg (US)',
  l_per_100km: 'L/100 km',
};

export const VALUATION_KINDS = ['agreed', 'appraisal', 'auction_estimate', 'sale_offer'] as const;
export type ValuationKind = (typeof VALUATION_KINDS)[number];

export const VALUATION_KIND_LABELS: Record<ValuationKind, string> = {
  agreed: 'Agreed value (insurance)',
  appraisal: 'Appraisal',
  auction_estimate: 'Auction estimate',
  sale_offer: 'Sale offer',
};
