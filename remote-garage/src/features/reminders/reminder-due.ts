import { formatDate, formatOdometer } from '../../lib/format';
import type { Reminder } from '../../entities/reminders/api/reminder-types';

/** 'Due 12 May 2026 or at 52,000 mi, whichever comes first' */
export function describeDue(
  reminder: Pick<Reminder, 'dueOn' | 'dueOdometer' | 'odometerUnit'>,
): string {
  const date = reminder.dueOn ? formatDate(reminder.dueOn) : null;
  const reading =
    reminder.dueOdometer !== null
      ? formatOdometer(reminder.dueOdometer, reminder.odometerUnit)
      : null;
  if (date && reading) return `Due ${date} or at ${reading}, whichever comes first`;
  return date ? `Due ${date}` : `Due at ${reading}`;
}

export function describeInterval(
  reminder: Pick<Reminder, 'intervalMonths' | 'intervalDistance' | 'odometerUnit'>,
): string | null {
  const parts = [
    reminder.intervalMonths
      ? `${reminder.intervalMonths} month${reminder.intervalMonths === 1 ? '' : 's'}`
      : null,
    reminder.intervalDistance
      ? formatOdometer(reminder.intervalDistance, reminder.odometerUnit)
      : null,
  ].filter(Boolean);
  return parts.length ? `Repeats every ${parts.join(' or ')}` : null;
}
