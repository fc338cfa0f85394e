import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { IsoDate, StringEnum } from './common.js';
import {
  PER_DISTANCE_REASONS,
  SPENDING_CATEGORIES,
  type SpendingCategory,
} from '../rules/keeping-kinds.js';
import { ECONOMY_UNITS, FuelEconomy } from './fuel.js';
import { VALUATION_KINDS } from './valuations.js';
import { ODOMETER_UNITS } from './vehicles.js';

// What a car has cost to keep, and what it was worth, as totals and as chart series
// (docs/product.md#totals). Amounts are never converted: every figure is one currency's, and a
// cost saved without a currency is its own group (currency null).

export { SPENDING_CATEGORIES, PER_DISTANCE_REASONS } from '../rules/keeping-kinds.js';
export type { SpendingCategory, PerDistanceReason } from '../rules/keeping-kinds.js';

/** Every category, 0 where nothing was spent: a stacked bar's segments. */
export const SpendingByCategory = Type.Object(
  Object.fromEntries(SPENDING_CATEGORIES.map((category) => [category, Type.Number()])) as Record<
    SpendingCategory,
    ReturnType<typeof Type.Number>
  >,
);
export type SpendingByCategory = Record<SpendingCategory, number>;

/** One currency's spending. */
export const CurrencyTotal = Type.Object({
  currency: Nullable(Type.String()),
  total: Type.Number(),
  byCategory: SpendingByCategory,
});
export type CurrencyTotal = Static<typeof CurrencyTotal>;

/** Chart "spending per year by category": a point per year and currency, oldest first. */
export const SpendingYear = Type.Composite([Type.Object({ year: Type.Integer() }), CurrencyTotal]);
export type SpendingYear = Static<typeof SpendingYear>;

/**
 * Chart "cost of keeping since purchase": the running total (all categories, the purchase price
 * not included) after each day something was spent, per currency, oldest first.
 */
export const CumulativePoint = Type.Object({
  date: Type.String(),
  currency: Nullable(Type.String()),
  total: Type.Number(),
});
export type CumulativePoint = Static<typeof CumulativePoint>;

/** Chart "what it was worth": each valuation, oldest first (plotted against the cumulative cost). */
export const ValuationPoint = Type.Object({
  date: Type.String(),
  currency: Nullable(Type.String()),
  amount: Type.Number(),
  kind: StringEnum(VALUATION_KINDS),
});
export type ValuationPoint = Static<typeof ValuationPoint>;

export const ODOMETER_SOURCES = ['purchase', 'maintenance', 'fuel', 'sale'] as const;
export type OdometerSource = (typeof ODOMETER_SOURCES)[number];

/** Chart "odometer over time": every dated reading (records, fill-ups, purchase, sale), oldest first. */
export const OdometerPoint = Type.Object({
  date: Type.String(),
  odometer: Type.Integer(),
  source: StringEnum(ODOMETER_SOURCES),
});
export type OdometerPoint = Static<typeof OdometerPoint>;

/**
 * Spending since purchase per mile or km: only when it is all in one currency and the readings
 * since purchase span a distance; otherwise `amount` is null and `reason` says why.
 */
export const PerDistance = Type.Object({
  unit: StringEnum(ODOMETER_UNITS),
  amount: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  distance: Nullable(Type.Number()),
  reason: Nullable(StringEnum(PER_DISTANCE_REASONS)),
});
export type PerDistance = Static<typeof PerDistance>;

export const CostSummary = Type.Object({
  vehicleId: Type.String(),
  odometerUnit: StringEnum(ODOMETER_UNITS),
  purchase: Type.Object({
    date: Nullable(Type.String()),
    price: Nullable(Type.Number()),
    currency: Nullable(Type.String()),
    odometer: Nullable(Type.Integer()),
  }),
  sale: Type.Object({
    date: Nullable(Type.String()),
    price: Nullable(Type.Number()),
    currency: Nullable(Type.String()),
    odometer: Nullable(Type.Integer()),
  }),
  /** Spending on or after the purchase date (all of it when the purchase date is not known). */
  sincePurchase: Type.Array(CurrencyTotal),
  perDistance: PerDistance,
  /** Spending from `from` to `to` (both included, either open) when the query names a range. */
  range: Nullable(
    Type.Object({
      from: Nullable(Type.String()),
      to: Nullable(Type.String()),
      totals: Type.Array(CurrencyTotal),
    }),
  ),
  perYear: Type.Array(SpendingYear),
  cumulative: Type.Array(CumulativePoint),
  valuations: Type.Array(ValuationPoint),
  odometer: Type.Array(OdometerPoint),
  economy: FuelEconomy,
});
export type CostSummary = Static<typeof CostSummary>;

/** `?from=&to=`: a named range (a restoration), both days included; `economy` as for fuel. */
export const CostSummaryQuery = Type.Object({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  economy: Type.Optional(StringEnum(ECONOMY_UNITS)),
});
export type CostSummaryQuery = Static<typeof CostSummaryQuery>;
