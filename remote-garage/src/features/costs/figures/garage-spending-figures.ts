import type { GarageSpending } from '@vg/contract';
import type { ChartFigureData } from '../../../lib/charts/chart-types';
import { byCurrency, currencyKey } from './currency-groups';
import { yearBarsFigure } from './year-bars';

/** One car's spending in one year and currency, as the dashboard lists it. */
export interface CarYearSpending {
  year: number;
  vehicleId: string;
  vehicleTitle: string;
  currency: string | null;
  total: number;
}

/** The dashboard's "spending per year by car": one stacked bar chart per currency, a stack per car. */
export function garageSpendingFigures(rows: readonly CarYearSpending[]): ChartFigureData[] {
  return byCurrency(rows).map(({ currency, items }) =>
    yearBarsFigure({
      key: `garage-spending-${currencyKey(currency)}`,
      caption: `Spending per year by car${currency ? `, ${currency}` : ', no currency recorded'}`,
      currency,
      amounts: items.map((item) => ({
        year: item.year,
        seriesKey: item.vehicleId,
        seriesLabel: item.vehicleTitle,
        amount: item.total,
      })),
      phraseOf: (_id, title) => `the ${title}`,
      where: ' across the garage',
    }),
  );
}

/** The API's answer as rows: each car's part of each year, named by the car's title. */
export function carYearRows(spending: GarageSpending): CarYearSpending[] {
  const titles = new Map(spending.vehicles.map((vehicle) => [vehicle.id, vehicle.title]));
  return spending.perYear.flatMap((year) =>
    year.byVehicle.map((part) => ({
      year: year.year,
      vehicleId: part.vehicleId,
      vehicleTitle: titles.get(part.vehicleId) ?? 'A car no longer in the garage',
      currency: year.currency,
      total: part.total,
    })),
  );
}
