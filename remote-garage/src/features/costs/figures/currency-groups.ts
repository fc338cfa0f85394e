// Money in several currencies is never converted or added together (docs/product.md#totals): each
// chart is one currency's, and amounts saved without a currency are a group of their own.

/** The key of a currency group: the code, or 'none' for amounts saved without one. */
export const currencyKey = (currency: string | null): string => currency ?? 'none';

/** 'In GBP', or 'With no currency recorded': a chart's heading when a car has several. */
export const currencyHeading = (currency: string | null): string =>
  currency ? `In ${currency}` : 'With no currency recorded';

/** The items split by currency, each group in first-seen order, groups in first-seen order. */
export function byCurrency<T extends { currency: string | null }>(
  items: readonly T[],
): Array<{ currency: string | null; items: T[] }> {
  const groups = new Map<string, { currency: string | null; items: T[] }>();
  for (const item of items) {
    const key = currencyKey(item.currency);
    let group = groups.get(key);
    if (!group) {
      group = { currency: item.currency, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
