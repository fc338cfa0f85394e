import type { ChartFigureData } from '../../../lib/charts/chart-types';
import { formatMoney, formatMoneyAxis } from '../../../lib/format';
import { currencyHeading } from './currency-groups';

/** One amount of one year in one series (a category, a car), all in one currency. */
export interface YearAmount {
  year: number;
  seriesKey: string;
  seriesLabel: string;
  amount: number;
}

interface YearBarsOptions {
  key: string;
  caption: string;
  currency: string | null;
  amounts: YearAmount[];
  /** 'most of it on <the largest series>': the series named inside the sentence. */
  phraseOf: (seriesKey: string, seriesLabel: string) => string;
  /** Where the money went, e.g. ' across the garage'. */
  where?: string;
}

/**
 * Stacked bars, a bar per year and a stack per series with spending, its table (a row per year, a
 * column per series and the year's total) and the sentence about the latest year.
 */
export function yearBarsFigure(options: YearBarsOptions): ChartFigureData {
  const money = (value: number) => formatMoney(value, options.currency);
  const years = [...new Set(options.amounts.map((amount) => amount.year))].sort((a, b) => a - b);
  const seriesOrder: Array<{ key: string; label: string }> = [];
  for (const amount of options.amounts) {
    if (amount.amount !== 0 && !seriesOrder.some((series) => series.key === amount.seriesKey))
      seriesOrder.push({ key: amount.seriesKey, label: amount.seriesLabel });
  }
  const amountOf = (year: number, seriesKey: string) =>
    options.amounts
      .filter((amount) => amount.year === year && amount.seriesKey === seriesKey)
      .reduce((sum, amount) => sum + amount.amount, 0);
  const series = seriesOrder.map((entry) => ({
    ...entry,
    values: years.map((year) => amountOf(year, entry.key)),
  }));
  const yearTotal = (index: number) =>
    series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0);

  return {
    key: options.key,
    heading: currencyHeading(options.currency),
    summary: latestYearSentence(options, years, series, yearTotal),
    chart: {
      kind: 'bars',
      groups: years.map(String),
      series,
      formatValue: (value) => formatMoneyAxis(value, options.currency),
    },
    table: {
      caption: options.caption,
      columns: ['Year', ...series.map((entry) => entry.label), 'Total'],
      rows: years.map((year, index) => ({
        key: String(year),
        cells: [
          String(year),
          ...series.map((entry) => money(entry.values[index] ?? 0)),
          money(yearTotal(index)),
        ],
      })),
    },
  };
}

function latestYearSentence(
  options: YearBarsOptions,
  years: number[],
  series: Array<{ key: string; label: string; values: number[] }>,
  yearTotal: (index: number) => number,
): string {
  const last = years.length - 1;
  const total = last >= 0 ? yearTotal(last) : 0;
  if (last < 0 || total === 0) return 'Nothing spent yet.';
  const spent = `${formatMoney(total, options.currency)} spent${options.where ?? ''} in ${years[last]}`;
  if (series.length < 2) return `${spent}.`;
  const largest = series.reduce((top, entry) =>
    (entry.values[last] ?? 0) > (top.values[last] ?? 0) ? entry : top,
  );
  const share = (largest.values[last] ?? 0) / total;
  const phrase = options.phraseOf(largest.key, largest.label);
  return share === 1
    ? `${spent}, all of it on ${phrase}.`
    : share > 0.5
      ? `${spent}, most of it on ${phrase}.`
      : `${spent}, the largest part on ${phrase}.`;
}
