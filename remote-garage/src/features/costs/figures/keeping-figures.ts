import type { CumulativePoint, ValuationPoint } from '@vg/contract';
import type { ChartFigureData } from '../../../lib/charts/chart-types';
import { formatDate, formatMoney, formatMoneyAxis } from '../../../lib/format';
import { currencyHeading, currencyKey } from './currency-groups';

/**
 * "The cost of keeping since purchase against its valuations": per currency, the running total of
 * what was spent and what the car was valued at, two lines over the same days.
 */
export function keepingAgainstValueFigures(
  cumulative: readonly CumulativePoint[],
  valuations: readonly ValuationPoint[],
): ChartFigureData[] {
  const currencies = [
    ...new Map(
      [...cumulative, ...valuations].map((point) => [currencyKey(point.currency), point.currency]),
    ).values(),
  ];
  return currencies.map((currency) => {
    const key = currencyKey(currency);
    const spent = cumulative.filter((point) => currencyKey(point.currency) === key);
    const valued = valuations.filter((point) => currencyKey(point.currency) === key);
    const money = (value: number) => formatMoney(value, currency);
    const days = [...new Set([...spent, ...valued].map((point) => point.date))].sort();
    return {
      key: `keeping-${key}`,
      heading: currencyHeading(currency),
      summary: keepingSentence(spent, valued, money),
      chart: {
        kind: 'lines',
        series: [
          ...(spent.length
            ? [
                {
                  key: 'spent',
                  label: 'Cost of keeping so far',
                  step: true,
                  points: spent.map((point) => ({ date: point.date, value: point.total })),
                },
              ]
            : []),
          ...(valued.length
            ? [
                {
                  key: 'valued',
                  label: 'Valuations',
                  points: valued.map((point) => ({ date: point.date, value: point.amount })),
                },
              ]
            : []),
        ],
        formatValue: (value) => formatMoneyAxis(value, currency),
      },
      table: {
        caption: `Cost of keeping since purchase and valuations${currency ? `, ${currency}` : ', no currency recorded'}`,
        columns: ['Date', 'Cost of keeping so far', 'Valuation'],
        rows: days.map((day) => {
          const total = spent.find((point) => point.date === day)?.total;
          const valuation = valued.filter((point) => point.date === day);
          return {
            key: day,
            cells: [
              formatDate(day),
              total == null ? '—' : money(total),
              valuation.length ? valuation.map((point) => money(point.amount)).join(', ') : '—',
            ],
          };
        }),
      },
    };
  });
}

function keepingSentence(
  spent: readonly CumulativePoint[],
  valued: readonly ValuationPoint[],
  money: (value: number) => string,
): string {
  const lastSpent = spent.at(-1);
  const lastValued = valued.at(-1);
  const spending = lastSpent
    ? `${money(lastSpent.total)} spent keeping it since purchase`
    : 'Nothing spent keeping it yet';
  const valuation = lastValued
    ? `last valued at ${money(lastValued.amount)} on ${formatDate(lastValued.date)}`
    : 'no valuation yet';
  return `${spending}; ${valuation}.`;
}
