import { formatDistance, formatPreciseDate } from './vehicle-particulars.js';

// How a reminder reads, for the garage's screens and the member's rendered dashboard alike
// (docs/product.md#reminders). `locale` is the reader's; left out, the runtime's (a browser's own).

/** What a reminder's state is called on its badge. */
export const REMINDER_STATE_LABELS = {
  overdue: 'Overdue',
  due: 'Due soon',
  upcoming: 'Upcoming',
  completed: 'Done',
} as const;

/** What `describeDue` reads of a reminder. */
export interface DueReminder {
  dueOn: string | null;
  dueOdometer: number | null;
  odometerUnit: string;
}

/** 'Due 12 May 2026 or at 52,000 mi, whichever comes first' */
export function describeDue(reminder: DueReminder, locale?: string): string {
  const date = reminder.dueOn ? formatPreciseDate(reminder.dueOn, 'day', locale) : null;
  const reading =
    reminder.dueOdometer !== null
      ? formatDistance(reminder.dueOdometer, reminder.odometerUnit, locale)
      : null;
  if (date && reading) return `Due ${date} or at ${reading}, whichever comes first`;
  return date ? `Due ${date}` : `Due at ${reading}`;
}
