import {
  namedRange,
  PER_DISTANCE_REASON_TEXTS,
  SPENDING_CATEGORIES,
  SPENDING_CATEGORY_LABELS,
} from '@vg/contract/rules';
import type { CurrencyTotal } from '@vg/contract';
import type { DossierCosts } from './dossier-content.js';
import { drawSpendingChart } from './pdf-spending-chart.js';
import { joined } from './pdf-records.js';
import {
  COLOURS,
  FONTS,
  contentWidth,
  ensureSpace,
  keyValues,
  sectionHeading,
  type Pdf,
} from './pdf-style.js';
import { formatDate, formatMoney, formatNumber } from './pdf-text.js';

// The dossier's 'What keeping it cost' (docs/product.md#sale-dossier), printed only when the keeper
// includes costs: the Costs tab's totals and its spending chart, per currency, never converted.

const CHART_HEIGHT = 130;
/** More currencies than this are told in the table alone: a chart each would fill pages. */
const MAX_CHARTS = 3;

const totalsLine = (totals: CurrencyTotal[]) =>
  totals.some((total) => total.total > 0)
    ? joined(totals.map((total) => formatMoney(total.total, total.currency)))
    : 'Nothing recorded';

function transaction(part: DossierCosts['purchase'], unit: string): string | null {
  if (!part.date && part.price === null && part.odometer === null) return null;
  return joined([
    part.date && formatDate(part.date),
    part.price !== null && `for ${formatMoney(part.price, part.currency)}`,
    part.odometer !== null && `at ${formatNumber(part.odometer)} ${unit}`,
  ]);
}

function perDistanceText({ perDistance }: DossierCosts): string {
  if (perDistance.amount === null)
    return perDistance.reason ? PER_DISTANCE_REASON_TEXTS[perDistance.reason] : 'Not worked out.';
  return `${formatMoney(perDistance.amount, perDistance.currency)} per ${perDistance.unit} over ${formatNumber(perDistance.distance ?? 0)} ${perDistance.unit}`;
}

function subheading(doc: Pdf, text: string) {
  doc.moveDown(0.5);
  doc.font(FONTS.bold).fontSize(9.5).fillColor(COLOURS.ink).text(text);
  doc.moveDown(0.2);
}

function byCategory(doc: Pdf, totals: CurrencyTotal[]) {
  const spent = totals.filter((total) => total.total > 0);
  if (spent.length === 0) return;
  subheading(doc, 'By category');
  keyValues(
    doc,
    SPENDING_CATEGORIES.flatMap((category) => {
      const amounts = spent.filter((total) => total.byCategory[category] > 0);
      return amounts.length
        ? [
            [
              SPENDING_CATEGORY_LABELS[category],
              joined(
                amounts.map((total) => formatMoney(total.byCategory[category], total.currency)),
              ),
            ] as [string, string],
          ]
        : [];
    }),
  );
}

function perYear(doc: Pdf, years: DossierCosts['perYear']) {
  if (years.length === 0) return;
  const currencies = [...new Set(years.map((entry) => entry.currency))];
  for (const currency of currencies.slice(0, MAX_CHARTS)) {
    ensureSpace(doc, CHART_HEIGHT + 40);
    subheading(
      doc,
      currencies.length > 1
        ? `Spending per year in ${currency ?? 'no currency recorded'}`
        : 'Spending per year',
    );
    const top = doc.y + 4;
    drawSpendingChart(
      doc,
      years.filter((entry) => entry.currency === currency),
      currency,
      { x: doc.page.margins.left, y: top, width: contentWidth(doc), height: CHART_HEIGHT },
    );
    doc.x = doc.page.margins.left;
    doc.y = top + CHART_HEIGHT + 6;
  }
  const rows = [...new Set(years.map((entry) => entry.year))].map((year): [string, string] => [
    String(year),
    totalsLine(years.filter((entry) => entry.year === year)),
  ]);
  subheading(doc, 'Per year');
  keyValues(doc, rows, 90);
}

/** The section, after the summary: the totals, what they were spent on, and per year. */
export function costsSection(doc: Pdf, costs: DossierCosts): void {
  sectionHeading(doc, 'What keeping it cost', 160);
  const unit = costs.odometerUnit;
  keyValues(doc, [
    ['Bought', transaction(costs.purchase, unit)],
    [costs.purchase.date ? 'Spent since purchase' : 'Spent on it', totalsLine(costs.sincePurchase)],
    [`Per ${unit}`, perDistanceText(costs)],
    ...(costs.range
      ? [[namedRange(costs.range, formatDate), totalsLine(costs.range.totals)] as [string, string]]
      : []),
  ]);
  doc
    .font(FONTS.body)
    .fontSize(8.5)
    .fillColor(COLOURS.muted)
    .text(
      'Work, the costs of keeping and fuel as the keeper recorded them, up to the day this dossier was made. Amounts in different currencies are totalled apart, never converted.',
    );
  byCategory(doc, costs.sincePurchase);
  perYear(doc, costs.perYear);
}
