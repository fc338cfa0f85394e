import { keepingAgainstValueFigures } from './keeping-figures';

describe('the cost of keeping since purchase against its valuations', () => {
  it('draws the running total and the valuations as two lines and lists both by day', () => {
    const [figure, ...others] = keepingAgainstValueFigures(
      [
        { date: '2024-03-01', currency: 'GBP', total: 400 },
        { date: '2025-06-10', currency: 'GBP', total: 2400 },
      ],
      [{ date: '2025-06-10', currency: 'GBP', amount: 30000, kind: 'agreed' }],
    );
    expect(others).toHaveLength(0);
    expect(figure?.summary).toBe(
      '£2,400.00 spent keeping it since purchase; last valued at £30,000.00 on Jun 10, 2025.',
    );
    expect(figure?.chart.series.map((series) => series.label)).toEqual([
      'Cost of keeping so far',
      'Valuations',
    ]);
    expect(figure?.table).toEqual({
      caption: 'Cost of keeping since purchase and valuations, GBP',
      columns: ['Date', 'Cost of keeping so far', 'Valuation'],
      rows: [
        { key: '2024-03-01', cells: ['Mar 1, 2024', '£400.00', '—'] },
        { key: '2025-06-10', cells: ['Jun 10, 2025', '£2,400.00', '£30,000.00'] },
      ],
    });
  });

  it('gives a valuation in another currency its own chart, and says what is missing', () => {
    const figures = keepingAgainstValueFigures(
      [{ date: '2024-03-01', currency: 'GBP', total: 400 }],
      [{ date: '2025-01-01', currency: 'USD', amount: 50000, kind: 'appraisal' }],
    );
    expect(figures.map((figure) => figure.summary)).toEqual([
      '£400.00 spent keeping it since purchase; no valuation yet.',
      'Nothing spent keeping it yet; last valued at $50,000.00 on Jan 1, 2025.',
    ]);
  });
});
