import {
  SPENDING_CATEGORIES,
  type CumulativePoint,
  type CurrencyTotal,
  type OdometerPoint,
  type OdometerUnit,
  type PerDistance,
  type SpendingByCategory,
  type SpendingCategory,
  type SpendingYear,
} from '@vg/contract';

// The arithmetic of docs/product.md#totals, apart from the database: what each line of spending
// adds to which total. Amounts are summed in whole cents, one currency at a time, never converted.

/** One amount spent on a car: a record's cost, a cost of keeping, a fill-up's price. */
export interface SpendingLine {
  vehicleId: string;
  date: string;
  category: SpendingCategory;
  amount: number;
  currency: string | null;
}

export const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (value: number) => value / 100;

const emptyCategories = (): SpendingByCategory =>
  Object.fromEntries(SPENDING_CATEGORIES.map((category) => [category, 0])) as SpendingByCategory;

/** Currencies in a stable order: by code, the lines without one last. */
export const byCurrency = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** What the lines came to, per currency and category. */
export function totalsByCurrency(lines: readonly SpendingLine[]): CurrencyTotal[] {
  const groups = new Map<string | null, Record<SpendingCategory, number>>();
  for (const line of lines) {
    const group = groups.get(line.currency) ?? emptyCategories();
    group[line.category] += cents(line.amount);
    groups.set(line.currency, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byCurrency(a, b))
    .map(([currency, group]) => toTotal(currency, group));
}

function toTotal(currency: string | null, group: Record<SpendingCategory, number>): CurrencyTotal {
  const byCategory = emptyCategories();
  let total = 0;
  for (const category of SPENDING_CATEGORIES) {
    byCategory[category] = fromCents(group[category]);
    total += group[category];
  }
  return { currency, total: fromCents(total), byCategory };
}

/** Spending per year and currency, oldest year first: the stacked bars' points. */
export function spendingPerYear(lines: readonly SpendingLine[]): SpendingYear[] {
  const years = new Map<number, SpendingLine[]>();
  for (const line of lines) {
    const year = Number(line.date.slice(0, 4));
    years.set(year, [...(years.get(year) ?? []), line]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([year, yearLines]) =>
      totalsByCurrency(yearLines).map((total) => ({ year, ...total })),
    );
}

/** The running total per currency after each day something was spent, oldest first. */
export function cumulativeSpending(lines: readonly SpendingLine[]): CumulativePoint[] {
  const ordered = [...lines].sort((a, b) => a.date.localeCompare(b.date));
  const running = new Map<string | null, number>();
  const points: CumulativePoint[] = [];
  for (const line of ordered) {
    const total = (running.get(line.currency) ?? 0) + cents(line.amount);
    running.set(line.currency, total);
    const last = points.findLast((point) => point.currency === line.currency);
    if (last && last.date === line.date) last.total = fromCents(total);
    else points.push({ date: line.date, currency: line.currency, total: fromCents(total) });
  }
  return points;
}

export interface DistanceSpan {
  /** The reading the keeping started at: the purchase reading, else the first one since. */
  start: number | null;
  /** The last reading: the sale's, else the highest since purchase. */
  end: number | null;
}

/** Where the readings since purchase start and end. */
export function distanceSpan(
  points: readonly OdometerPoint[],
  purchaseOdometer: number | null,
  saleOdometer: number | null,
  currentReading: number | null,
): DistanceSpan {
  const readings = points.map((point) => point.odometer);
  const start = purchaseOdometer ?? readings[0] ?? null;
  const highest = Math.max(...readings, currentReading ?? -Infinity);
  const end = saleOdometer ?? (Number.isFinite(highest) ? highest : null);
  return { start, end };
}

/** Spending per mile or km, only when it is in one currency over a distance covered. */
export function perDistance(
  totals: readonly CurrencyTotal[],
  span: DistanceSpan,
  unit: OdometerUnit,
): PerDistance {
  const none = (reason: PerDistance['reason']): PerDistance => ({
    unit,
    amount: null,
    currency: null,
    distance: null,
    reason,
  });
  const spent = totals.filter((total) => total.total > 0);
  if (spent.length === 0) return none('no_spending');
  if (spent.length > 1) return none('several_currencies');
  const [only] = spent as [CurrencyTotal];
  if (only.currency === null) return none('no_currency');
  const distance = span.start !== null && span.end !== null ? span.end - span.start : 0;
  if (distance <= 0) return none('no_odometer_span');
  return {
    unit,
    amount: Math.round((only.total / distance) * 1000) / 1000,
    currency: only.currency,
    distance,
    reason: null,
  };
}
