import type { FuelEconomy } from '@vg/contract';
import {
  ECONOMY_UNIT_LABELS,
  formatEconomy,
  oneDecimal,
} from '../../../entities/costs/economy-format';
import type { ChartFigureData } from '../../../lib/charts/chart-types';
import { formatDate, formatOdometer } from '../../../lib/format';

/** "Fuel economy": a point per full tank to full tank, its table and the overall figure. */
export function economyFigure(economy: FuelEconomy): ChartFigureData {
  const figure = (value: number) => formatEconomy(value, economy.unit);
  const last = economy.intervals.at(-1);
  const summary =
    economy.overall == null || !last
      ? 'Fuel economy shows once two fill-ups to a full tank are logged.'
      : `${figure(economy.overall)} overall; ${figure(last.economy)} from the last full tank, on ${formatDate(last.to)}.`;
  return {
    key: 'economy',
    summary,
    chart: {
      kind: 'lines',
      series: [
        {
          key: 'economy',
          label: `Economy (${ECONOMY_UNIT_LABELS[economy.unit]})`,
          points: economy.intervals.map((interval) => ({
            date: interval.to,
            value: interval.economy,
          })),
        },
      ],
      formatValue: (value) => oneDecimal.format(value),
    },
    table: {
      caption: 'Fuel economy, full tank to full tank',
      columns: ['Full tank to full tank', 'Distance', 'Litres', 'Economy'],
      rows: economy.intervals.map((interval) => ({
        key: `${interval.from}-${interval.to}-${interval.toOdometer}`,
        cells: [
          `${formatDate(interval.from)} to ${formatDate(interval.to)}`,
          formatOdometer(interval.distance, economy.odometerUnit),
          oneDecimal.format(interval.litres),
          figure(interval.economy),
        ],
      })),
    },
  };
}
