import { describe, expect, it } from 'vitest';
import {
  cumulativeSpending,
  distanceSpan,
  perDistance,
  spendingPerYear,
  totalsByCurrency,
  type DistanceSpan,
  type SpendingLine,
} from '../../src/features/garage/costs/spending.js';

const line = (
  date: string,
  category: SpendingLine['category'],
  amount: number,
  currency: string | null = 'GBP',
): SpendingLine => ({ vehicleId: 'car', date, category, amount, currency });

describe('spending totals', () => {
  const lines = [
    line('2024-05-01', 'work', 0.1),
    line('2024-06-01', 'work', 0.2),
    line('2024-07-01', 'insurance', 300),
    line('2025-01-01', 'fuel', 60.5),
    line('2025-02-01', 'storage', 100, 'EUR'),
    line('2025-03-01', 'other', 5, null),
  ];

  it('sums each currency apart, in cents, never converting', () => {
    const totals = totalsByCurrency(lines);
    expect(totals.map(({ currency, total }) => ({ currency, total }))).toEqual([
      { currency: 'EUR', total: 100 },
      { currency: 'GBP', total: 360.8 },
      { currency: null, total: 5 },
    ]);
    expect(totals[1]!.byCategory).toMatchObject({ work: 0.3, insurance: 300, fuel: 60.5, club: 0 });
  });

  it('gives a point per year and currency, oldest first', () => {
    expect(
      spendingPerYear(lines).map(({ year, currency, total }) => [year, currency, total]),
    ).toEqual([
      [2024, 'GBP', 300.3],
      [2025, 'EUR', 100],
      [2025, 'GBP', 60.5],
      [2025, null, 5],
    ]);
  });

  it('runs a cumulative total per currency, one point per day', () => {
    expect(
      cumulativeSpending([
        line('2024-01-02', 'fuel', 10),
        line('2024-01-01', 'work', 5),
        line('2024-01-02', 'club', 20),
      ]),
    ).toEqual([
      { date: '2024-01-01', currency: 'GBP', total: 5 },
      { date: '2024-01-02', currency: 'GBP', total: 35 },
    ]);
  });
});

describe('spending per mile or km', () => {
  const gbp = totalsByCurrency([line('2024-01-01', 'work', 1000)]);
  const span: DistanceSpan = { start: 10_000, end: 12_000 };

  it('divides one currency’s spending by the distance covered', () => {
    expect(perDistance(gbp, span, 'mi')).toEqual({
      unit: 'mi',
      amount: 0.5,
      currency: 'GBP',
      distance: 2000,
      reason: null,
    });
  });

  it('says why there is none', () => {
    const reason = (totals: typeof gbp, over = span) => perDistance(totals, over, 'km').reason;
    expect(reason([])).toBe('no_spending');
    expect(
      reason(
        totalsByCurrency([line('2024-01-01', 'work', 1), line('2024-01-01', 'work', 1, 'EUR')]),
      ),
    ).toBe('several_currencies');
    expect(reason(totalsByCurrency([line('2024-01-01', 'work', 1, null)]))).toBe('no_currency');
    expect(reason(gbp, { start: null, end: 5000 })).toBe('no_odometer_span');
  });

  it('spans from the purchase reading to the sale’s, else to the highest reading', () => {
    const points = [
      { date: '2024-01-01', odometer: 500, source: 'fuel' as const },
      { date: '2024-06-01', odometer: 900, source: 'maintenance' as const },
    ];
    expect(distanceSpan(points, 400, null, 950)).toEqual({ start: 400, end: 950 });
    expect(distanceSpan(points, null, 1200, null)).toEqual({ start: 500, end: 1200 });
    expect(distanceSpan([], null, null, null)).toEqual({ start: null, end: null });
  });
});
