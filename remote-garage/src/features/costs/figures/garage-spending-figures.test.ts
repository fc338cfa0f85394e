import { carYearRows, garageSpendingFigures } from './garage-spending-figures';

describe("the dashboard's spending per year by car", () => {
  it('stacks each car per year, names the costliest car of the latest year, one chart per currency', () => {
    const figures = garageSpendingFigures([
      {
        year: 2025,
        vehicleId: 'a',
        vehicleTitle: '1967 Jaguar E-Type',
        currency: 'GBP',
        total: 900,
      },
      {
        year: 2026,
        vehicleId: 'a',
        vehicleTitle: '1967 Jaguar E-Type',
        currency: 'GBP',
        total: 4000,
      },
      { year: 2026, vehicleId: 'b', vehicleTitle: '1972 Citroën DS', currency: 'GBP', total: 1000 },
      { year: 2026, vehicleId: 'b', vehicleTitle: '1972 Citroën DS', currency: 'EUR', total: 300 },
    ]);
    expect(figures).toHaveLength(2);
    const [pounds, euros] = figures;
    expect(pounds?.summary).toBe(
      '£5,000.00 spent across the garage in 2026, most of it on the 1967 Jaguar E-Type.',
    );
    expect(pounds?.table).toEqual({
      caption: 'Spending per year by car, GBP',
      columns: ['Year', '1967 Jaguar E-Type', '1972 Citroën DS', 'Total'],
      rows: [
        { key: '2025', cells: ['2025', '£900.00', '£0.00', '£900.00'] },
        { key: '2026', cells: ['2026', '£4,000.00', '£1,000.00', '£5,000.00'] },
      ],
    });
    expect(euros?.summary).toBe('€300.00 spent across the garage in 2026.');
    expect(euros?.chart).toMatchObject({ groups: ['2026'], series: [{ values: [300] }] });
  });
});

describe("the dashboard's spending as the API answers it", () => {
  it('names each car by its title', () => {
    expect(
      carYearRows({
        vehicles: [{ id: 'a', title: '1967 Jaguar E-Type' }],
        perYear: [
          { year: 2026, currency: 'GBP', total: 70, byVehicle: [{ vehicleId: 'a', total: 70 }] },
        ],
      }),
    ).toEqual([
      {
        year: 2026,
        vehicleId: 'a',
        vehicleTitle: '1967 Jaguar E-Type',
        currency: 'GBP',
        total: 70,
      },
    ]);
  });
});
