import type { SpendingByCategory, SpendingYear } from '@vg/contract';
import { spendingPerYearFigures } from './spending-figures';

const none: SpendingByCategory = {
  work: 0,
  insurance: 0,
  road_tax: 0,
  inspection: 0,
  storage: 0,
  transport: 0,
  club: 0,
  other: 0,
  fuel: 0,
};

const year = (
  y: number,
  currency: string | null,
  spent: Partial<SpendingByCategory>,
): SpendingYear => {
  const byCategory = { ...none, ...spent };
  const total = Object.values(byCategory).reduce((sum, value) => sum + value, 0);
  return { year: y, currency, total, byCategory };
};

describe('spending per year by category', () => {
  it('stacks each category with spending, a bar per year, and sums the latest year in a sentence', () => {
    const [figure, ...others] = spendingPerYearFigures([
      year(2025, 'GBP', { work: 300, insurance: 200 }),
      year(2026, 'GBP', { work: 3500, insurance: 420, fuel: 200 }),
    ]);
    expect(others).toHaveLength(0);
    expect(figure?.summary).toBe('£4,120.00 spent in 2026, most of it on work on the car.');
    expect(figure?.chart).toMatchObject({
      kind: 'bars',
      groups: ['2025', '2026'],
      series: [
        { key: 'work', label: 'Work (maintenance and modifications)', values: [300, 3500] },
        { key: 'insurance', label: 'Insurance', values: [200, 420] },
        { key: 'fuel', label: 'Fuel', values: [0, 200] },
      ],
    });
    expect(figure?.table).toEqual({
      caption: 'Spending per year by category, GBP',
      columns: ['Year', 'Work (maintenance and modifications)', 'Insurance', 'Fuel', 'Total'],
      rows: [
        { key: '2025', cells: ['2025', '£300.00', '£200.00', '£0.00', '£500.00'] },
        { key: '2026', cells: ['2026', '£3,500.00', '£420.00', '£200.00', '£4,120.00'] },
      ],
    });
  });

  it('keeps each currency apart, never converted, and a cost without currency as its own chart', () => {
    const figures = spendingPerYearFigures([
      year(2026, 'GBP', { storage: 600 }),
      year(2026, 'EUR', { transport: 250, club: 250 }),
      year(2019, null, { other: 80 }),
    ]);
    expect(figures.map((figure) => figure.table.caption)).toEqual([
      'Spending per year by category, GBP',
      'Spending per year by category, EUR',
      'Spending per year by category, no currency recorded',
    ]);
    expect(figures.map((figure) => figure.summary)).toEqual([
      '£600.00 spent in 2026.',
      '€500.00 spent in 2026, the largest part on transport.',
      '80.00 (no currency recorded) spent in 2019.',
    ]);
  });

  it('says nothing was spent when the latest year is empty', () => {
    expect(spendingPerYearFigures([year(2026, 'GBP', {})])[0]?.summary).toBe('Nothing spent yet.');
    expect(spendingPerYearFigures([])).toEqual([]);
  });
});
