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

/** The categories spending is totalled in: work (maintenance and modifications), each cost kind, fuel. */
export const SPENDING_CATEGORIES = ['work', ...COST_KINDS, 'fuel'] as const;
export type SpendingCategory = (typeof SPENDING_CATEGORIES)[number];

/** A spending category as a chart's legend, a table and the dossier name it. */
export const SPENDING_CATEGORY_LABELS: Record<SpendingCategory, string> = {
  work: 'Work (maintenance and modifications)',
  ...COST_KIND_LABELS,
  fuel: 'Fuel',
};

export const PER_DISTANCE_REASONS = [
  'no_spending',
  'several_currencies',
  'no_currency',
  'no_odometer_span',
] as const;
export type PerDistanceReason = (typeof PER_DISTANCE_REASONS)[number];

/** Why the spending per mile or km is not said (docs/product.md#totals). */
export const PER_DISTANCE_REASON_TEXTS: Record<PerDistanceReason, string> = {
  no_spending: 'Nothing spent since purchase yet.',
  several_currencies: 'Not worked out: the spending is in more than one currency.',
  no_currency: 'Not worked out: some costs have no currency recorded.',
  no_odometer_span: 'Not worked out yet: it needs two odometer readings since purchase.',
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

/** What a range the keeper names is called when they leave its name empty. */
export const UNNAMED_RANGE = 'Chosen range';

/**
 * A named range as the totals title it: 'Restoration (1 Jan 2021 to 31 Dec 2021)', '… (from 1 Jan
 * 2021)', '… (until 31 Dec 2021)'; dates written by the reader's own `formatDate`.
 */
export function namedRange(
  range: { name: string; from: string | null; to: string | null },
  formatDate: (isoDate: string) => string,
): string {
  const { from, to } = range;
  const words =
    from && to
      ? `${formatDate(from)} to ${formatDate(to)}`
      : from
        ? `from ${formatDate(from)}`
        : `until ${formatDate(to ?? '')}`;
  return `${range.name.trim() || UNNAMED_RANGE} (${words})`;
}
