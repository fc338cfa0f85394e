// One way to write a date on every screen (docs/product.md#dates): the reader's locale, medium
// length ('3 Sept 2025' in Britain, 'Sep 3, 2025' in the US), whichever remote draws it.

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * A calendar day ('2025-09-03') or a moment (an ISO instant) in the reader's locale. A calendar day
 * stays the day it names in every time zone; a moment is shown on the reader's own day. An empty or
 * unreadable value is a dash, never 'Invalid Date'.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(calendarDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '—';
  return (calendarDay ? dayFormat : momentFormat).format(date);
}
