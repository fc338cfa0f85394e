import { formatDate, formatKnownDate, formatNumber } from './pdf-text.js';
import { drawAxes } from './pdf-chart-axes.js';
import { COLOURS, type Pdf } from './pdf-style.js';

export interface Reading {
  date: string;
  odometer: number;
}

const MAX_DOTS = 40;

const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

const monthsBetween = (first: string, last: string) =>
  (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
  Number(last.slice(5, 7)) -
  Number(first.slice(5, 7)) -
  (last.slice(8) < first.slice(8) ? 1 : 0);

/**
 * The time axis's two ends, as finely as the readings need so they never read alike: the day within
 * a month ('3 Nov 2025'), the month within a year ('Jan 2025'), else the year.
 */
export function axisLabels(first: string, last: string): [string, string] {
  if (first.slice(0, 7) === last.slice(0, 7)) return [formatDate(first), formatDate(last)];
  const precision = monthsBetween(first, last) < 12 ? 'month' : 'year';
  return [formatKnownDate(first, precision)!, formatKnownDate(last, precision)!];
}

/** The odometer's readings over the years, as recorded in the logbook: a small line chart. */
export function drawOdometerChart(
  doc: Pdf,
  readings: Reading[],
  unit: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const points = [...readings].sort((a, b) => time(a.date) - time(b.date));
  const axisLeft = box.x + 56;
  const plot = { x: axisLeft, y: box.y + 8, width: box.width - 64, height: box.height - 30 };
  const firstTime = time(points[0]!.date);
  const lastTime = time(points.at(-1)!.date);
  const low = Math.min(...points.map((point) => point.odometer));
  const high = Math.max(...points.map((point) => point.odometer));
  const span = (value: number, from: number, to: number) =>
    to === from ? 0.5 : (value - from) / (to - from);
  const at = (point: Reading) => ({
    x: plot.x + span(time(point.date), firstTime, lastTime) * plot.width,
    y: plot.y + plot.height - span(point.odometer, low, high) * plot.height,
  });

  doc.save();
  drawAxes(doc, box.x, plot, `${formatNumber(high)} ${unit}`, `${formatNumber(low)} ${unit}`);
  const [start, end] = axisLabels(points[0]!.date, points.at(-1)!.date);
  // Wide enough for a day ('28 Nov 2025'); the last one ends at the chart's right edge.
  const labelWidth = 64;
  const labelTop = plot.y + plot.height + 4;
  doc.text(start, plot.x - labelWidth / 2, labelTop, { width: labelWidth, align: 'center' });
  doc.text(end, box.x + box.width - labelWidth, labelTop, { width: labelWidth, align: 'right' });
  const positions = points.map(at);
  doc.lineWidth(1.2).strokeColor(COLOURS.green);
  positions.forEach((position, index) =>
    index === 0 ? doc.moveTo(position.x, position.y) : doc.lineTo(position.x, position.y),
  );
  doc.stroke();
  // Dots mark the readings while they are few enough to tell apart; a long logbook is the line alone.
  if (positions.length <= MAX_DOTS) {
    doc.fillColor(COLOURS.brass);
    for (const position of positions) doc.circle(position.x, position.y, 1.6);
    doc.fill();
  }
  doc.restore();
}
