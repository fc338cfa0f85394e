import { economyFigure } from './economy-figures';

describe('fuel economy', () => {
  it('draws a point per full tank to full tank and gives the overall figure', () => {
    const figure = economyFigure({
      unit: 'mpg_uk',
      odometerUnit: 'mi',
      overall: 24.25,
      intervals: [
        {
          from: '2025-08-01',
          to: '2025-08-20',
          fromOdometer: 1000,
          toOdometer: 1250,
          distance: 250,
          litres: 50,
          economy: 22.7,
        },
        {
          from: '2025-08-20',
          to: '2025-09-03',
          fromOdometer: 1250,
          toOdometer: 1530,
          distance: 280,
          litres: 49.5,
          economy: 25.72,
        },
      ],
    });
    expect(figure.summary).toBe(
      '24.3 mpg (UK) overall; 25.7 mpg (UK) from the last full tank, on Sep 3, 2025.',
    );
    expect(figure.chart).toMatchObject({
      kind: 'lines',
      series: [
        { label: 'Economy (mpg (UK))', points: [{ date: '2025-08-20' }, { date: '2025-09-03' }] },
      ],
    });
    expect(figure.table.rows.map((row) => row.cells)).toEqual([
      ['Aug 1, 2025 to Aug 20, 2025', '250 mi', '50.0', '22.7 mpg (UK)'],
      ['Aug 20, 2025 to Sep 3, 2025', '280 mi', '49.5', '25.7 mpg (UK)'],
    ]);
  });

  it('says what it needs before there are two full tanks', () => {
    expect(
      economyFigure({ unit: 'l_per_100km', odometerUnit: 'km', overall: null, intervals: [] })
        .summary,
    ).toBe('Fuel economy shows once two fill-ups to a full tank are logged.');
  });
});
