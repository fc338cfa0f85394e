import { drawAxes, type Plot } from './pdf-chart-axes.js';
import { COLOURS, FONTS, type Pdf } from './pdf-style.js';
import { formatMoney } from './pdf-text.js';

export interface YearTotal {
  year: number;
  total: number;
}

const LABEL_WIDTH = 30;

/**
 * One currency's spending per year as bars, every year from the first to the last so that the gaps
 * read as years with nothing spent. Years are labelled as often as their labels fit.
 */
export function drawSpendingChart(
  doc: Pdf,
  years: YearTotal[],
  currency: string | null,
  box: Plot,
): void {
  const first = Math.min(...years.map((entry) => entry.year));
  const last = Math.max(...years.map((entry) => entry.year));
  const totals = new Map(years.map((entry) => [entry.year, entry.total]));
  const every = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const high = Math.max(...years.map((entry) => entry.total), 0);
  const plot: Plot = {
    x: box.x + 70,
    y: box.y + 8,
    width: box.width - 74,
    height: box.height - 30,
  };
  const slot = plot.width / every.length;
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / slot));

  doc.save();
  drawAxes(doc, box.x, plot, formatMoney(high, currency)!, formatMoney(0, currency)!);
  const labelTop = plot.y + plot.height + 4;
  every.forEach((year, index) => {
    const total = totals.get(year) ?? 0;
    const height = high > 0 ? (total / high) * plot.height : 0;
    const left = plot.x + index * slot + slot * 0.15;
    if (height > 0)
      doc.rect(left, plot.y + plot.height - height, slot * 0.7, height).fill(COLOURS.green);
    if (index % labelEvery === 0 || index === every.length - 1) {
      doc.font(FONTS.body).fontSize(7.5).fillColor(COLOURS.muted);
      doc.text(String(year), plot.x + index * slot + slot / 2 - LABEL_WIDTH / 2, labelTop, {
        width: LABEL_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    }
  });
  doc.restore();
}
