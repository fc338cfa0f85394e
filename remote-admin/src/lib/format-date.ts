const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date in the reader's locale ('21 Nov 2026'); an unreadable value shows as a dash, not 'Invalid Date'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment in the reader's locale and time zone ('21 Nov 2026, 14:05'); a dash when unknown. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateTimeFormat.format(date);
}
