import type { OdometerPoint, OdometerSource } from '@vg/contract';
import type { ChartFigureData } from '../../../lib/charts/chart-types';
import { formatDate, formatOdometer } from '../../../lib/format';

const SOURCE_LABELS: Record<OdometerSource, string> = {
  purchase: 'Purchase',
  maintenance: 'Maintenance record',
  fuel: 'Fill-up',
  sale: 'Sale',
};

/** "The odometer over time": every dated reading as one line, its table and the distance it spans. */
export function odometerFigure(points: readonly OdometerPoint[], unit: string): ChartFigureData {
  const reading = (value: number) => formatOdometer(value, unit);
  return {
    key: 'odometer',
    summary: odometerSentence(points, reading),
    chart: {
      kind: 'lines',
      series: [
        {
          key: 'odometer',
          label: 'Odometer',
          points: points.map((point) => ({ date: point.date, value: point.odometer })),
        },
      ],
      formatValue: reading,
    },
    table: {
      caption: 'Odometer readings',
      columns: ['Date', 'Odometer', 'From'],
      rows: points.map((point, index) => ({
        key: `${point.date}-${index}`,
        cells: [formatDate(point.date), reading(point.odometer), SOURCE_LABELS[point.source]],
      })),
    },
  };
}

function odometerSentence(
  points: readonly OdometerPoint[],
  reading: (value: number) => string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No odometer readings yet.';
  const latest = `${reading(last.odometer)} on ${formatDate(last.date)}`;
  if (points.length === 1) return `One reading: ${latest}.`;
  const driven = last.odometer - first.odometer;
  return driven > 0
    ? `${latest}, ${reading(driven)} more than on ${formatDate(first.date)}.`
    : `${latest}; no distance added since ${formatDate(first.date)}.`;
}
