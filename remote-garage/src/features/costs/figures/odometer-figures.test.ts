import { odometerFigure } from './odometer-figures';

describe('the odometer over time', () => {
  it('draws every reading and says how far the car went between the first and the last', () => {
    const figure = odometerFigure(
      [
        { date: '2020-05-01', odometer: 40000, source: 'purchase' },
        { date: '2025-09-03', odometer: 52300, source: 'fuel' },
      ],
      'mi',
    );
    expect(figure.summary).toBe('52,300 mi on Sep 3, 2025, 12,300 mi more than on May 1, 2020.');
    expect(figure.chart).toMatchObject({
      kind: 'lines',
      series: [
        {
          points: [
            { date: '2020-05-01', value: 40000 },
            { date: '2025-09-03', value: 52300 },
          ],
        },
      ],
    });
    expect(figure.table.columns).toEqual(['Date', 'Odometer', 'From']);
    expect(figure.table.rows.map((row) => row.cells)).toEqual([
      ['May 1, 2020', '40,000 mi', 'Purchase'],
      ['Sep 3, 2025', '52,300 mi', 'Fill-up'],
    ]);
  });

  it('says when there is one reading or none', () => {
    expect(odometerFigure([], 'km').summary).toBe('No odometer readings yet.');
    expect(
      odometerFigure([{ date: '2025-09-03', odometer: 800, source: 'maintenance' }], 'km').summary,
    ).toBe('One reading: 800 km on Sep 3, 2025.');
  });
});
