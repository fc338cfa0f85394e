import type { SpendingCategory, SpendingYear } from '@vg/contract';
import type { ChartFigureData } from '../../../lib/charts/chart-types';
import {
  SPENDING_CATEGORY_LABELS,
  SPENDING_CATEGORY_PHRASES,
} from '../../../entities/costs/cost-labels';
import { byCurrency, currencyKey } from './currency-groups';
import { yearBarsFigure } from './year-bars';

const CATEGORIES = Object.keys(SPENDING_CATEGORY_LABELS) as SpendingCategory[];

/** "Spending per year by category": one stacked bar chart per currency, a stack per category. */
export function spendingPerYearFigures(perYear: readonly SpendingYear[]): ChartFigureData[] {
  return byCurrency(perYear).map(({ currency, items }) =>
    yearBarsFigure({
      key: `spending-${currencyKey(currency)}`,
      caption: `Spending per year by category${currency ? `, ${currency}` : ', no currency recorded'}`,
      currency,
      amounts: CATEGORIES.flatMap((category) =>
        items.map((item) => ({
          year: item.year,
          seriesKey: category,
          seriesLabel: SPENDING_CATEGORY_LABELS[category],
          amount: item.byCategory[category] ?? 0,
        })),
      ),
      phraseOf: (category) => SPENDING_CATEGORY_PHRASES[category as SpendingCategory],
    }),
  );
}
