// The notifications page reads like a diary: Today, Yesterday, the weekday for this past week,
// then the date. Days are the member's local days.

export interface DayGroup<Item> {
  /** The local day, 'YYYY-MM-DD', as a stable key. */
  day: string;
  label: string;
  items: Item[];
}

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function dayLabel(date: Date, now: Date, locale?: string): string {
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const daysAgo = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo > 1 && daysAgo < 7)
    return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** Items (newest first) in one group per local day, in the same order. */
export function groupByDay<Item extends { createdAt: string }>(
  items: readonly Item[],
  now: Date = new Date(),
  locale?: string,
): DayGroup<Item>[] {
  const groups: DayGroup<Item>[] = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const day = localDay(date);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(date, now, locale), items: [item] });
  }
  return groups;
}
